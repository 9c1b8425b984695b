import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { milestoneIntervals } from '@pickup/contracts/constants';
import { PlainField } from '../../../components/form/plain-field';
import { SectionCard } from '../../../components/page/section-card';
import { useSettingsEditor, type SettingKey } from '../hooks/use-settings-editor';
import { SettingSwitch } from './setting-switch';
import { SettingsLoaded } from './settings-loaded';

type TimeKey = Extract<SettingKey, 'dayBeforeReminderTime' | 'morningOfReminderTime'>;

/**
 * Settings, Notifications: how and when customers are reminded of a pickup (saved with the rest),
 * and the owner's own sound alerts, which take effect as soon as they are switched.
 */
export function NotificationsPanel() {
  const { change, applyNow, errorOf } = useSettingsEditor();

  const timeField = (name: TimeKey, label: string, value: string) => (
    <TextField
      type="time"
      name={name}
      label={label}
      value={value}
      onChange={(event) => change(name, event.target.value)}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name) ?? 'In your business’s time zone'}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );

  return (
    <SettingsLoaded>
      {(values) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SectionCard
            title="Customer Pickup Reminders"
            description="How and when your customers are reminded to put their buckets out."
          >
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <SettingSwitch
                name="emailRemindersEnabled"
                label="Email reminders"
                checked={values.emailRemindersEnabled}
                onChange={(on) => change('emailRemindersEnabled', on)}
              />
              <SettingSwitch
                name="smsRemindersEnabled"
                label="SMS reminders"
                checked={values.smsRemindersEnabled}
                onChange={(on) => change('smsRemindersEnabled', on)}
              />
              <SettingSwitch
                name="dayBeforeReminderEnabled"
                label="Day-before reminder"
                description="Sent the evening before each pickup."
                checked={values.dayBeforeReminderEnabled}
                onChange={(on) => change('dayBeforeReminderEnabled', on)}
              >
                {timeField('dayBeforeReminderTime', 'Day-before reminder time', values.dayBeforeReminderTime)}
              </SettingSwitch>
              <SettingSwitch
                name="morningOfReminderEnabled"
                label="Morning-of reminder"
                description="Sent on the morning of each pickup."
                checked={values.morningOfReminderEnabled}
                onChange={(on) => change('morningOfReminderEnabled', on)}
              >
                {timeField('morningOfReminderTime', 'Morning-of reminder time', values.morningOfReminderTime)}
              </SettingSwitch>
              <PlainField
                label="Reminder message"
                name="reminderMessage"
                required={false}
                minRows={2}
                value={values.reminderMessage}
                onChange={(text) => change('reminderMessage', text)}
                error={errorOf('reminderMessage')}
                helperText="The pickup time and date are added automatically."
              />
            </Box>
          </SectionCard>
          <SectionCard title="Sound Notifications" description="Alerts for you while the app is open.">
            <SettingSwitch
              name="soundNotificationsEnabled"
              label="Sound notifications"
              description="A two-tone beep on each new customer and milestone. Takes effect as soon as you switch it."
              checked={values.soundNotificationsEnabled}
              onChange={(on) => applyNow('soundNotificationsEnabled', on)}
            >
              <FormControl component="fieldset" error={errorOf('milestoneInterval') !== undefined}>
                <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  Milestone alert every
                </FormLabel>
                <RadioGroup
                  row
                  name="milestoneInterval"
                  value={String(values.milestoneInterval)}
                  onChange={(event) => change('milestoneInterval', Number(event.target.value))}
                >
                  {milestoneIntervals.map((interval) => (
                    <FormControlLabel
                      key={interval}
                      value={String(interval)}
                      control={<Radio />}
                      label={`${interval} customers`}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            </SettingSwitch>
          </SectionCard>
        </Box>
      )}
    </SettingsLoaded>
  );
}
