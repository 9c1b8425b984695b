import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { milestoneIntervals } from '@pickup/contracts/constants';
import { type ReminderKind, type ReminderRun, remindersMessages } from '@pickup/contracts/schemas';
import { PlainField } from '../../../components/form/plain-field';
import { SectionCard } from '../../../components/page/section-card';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import { useReminderScheduleQuery, useSendTestReminderMutation } from '../api/reminders-api';
import { useSettingsEditor, type SettingKey } from '../hooks/use-settings-editor';
import { SettingSwitch } from './setting-switch';
import { SettingsLoaded } from './settings-loaded';

type TimeKey = Extract<SettingKey, 'dayBeforeReminderTime' | 'morningOfReminderTime'>;

/** "Mon, Nov 23, 6:00 PM" on the business's clock. */
function runTime(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

const households = (count: number) => `${count} ${count === 1 ? 'household' : 'households'}`;

/** When the reminder next goes out and whom it will reach, as messaging plans it. */
function NextRun({ run, timeZone }: { run: ReminderRun | undefined; timeZone: string }) {
  if (!run?.enabled || !run.nextRunAt) return null;
  const reach = run.recipients === null ? '' : `, to ${households(run.recipients)} with a pickup that day`;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid={`next-run-${run.kind}`}>
      Next: {runTime(run.nextRunAt, timeZone)}
      {reach}
    </Typography>
  );
}

/** Sends the owner the reminder their households get, and says how it went. */
function TestReminderButton() {
  const [send, { isLoading }] = useSendTestReminderMutation();
  const { toast } = useToast();
  const onClick = async () => {
    try {
      const result = await send(undefined).unwrap();
      toast({ title: 'Test Reminder Sent', message: result.message, severity: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        message: serverMessage(error, remindersMessages.testReminderFailed),
        severity: 'error',
      });
    }
  };
  return (
    <Box>
      <Button variant="outlined" disabled={isLoading} onClick={() => void onClick()}>
        {isLoading ? 'Sending…' : 'Send me a test reminder'}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The saved reminder, to your own e-mail.
      </Typography>
    </Box>
  );
}

/**
 * Settings, Notifications: how and when customers are reminded of a pickup (saved with the rest),
 * and the owner's own sound alerts, which take effect as soon as they are switched.
 */
export function NotificationsPanel() {
  const { change, applyNow, errorOf } = useSettingsEditor();
  const { data: schedule } = useReminderScheduleQuery(undefined);
  const runOf = (kind: ReminderKind) => schedule?.runs.find((run) => run.kind === kind);
  const smsNote =
    schedule && !schedule.smsConfigured
      ? `${remindersMessages.smsNotConfigured}: ${remindersMessages.smsNotConfiguredDetail}`
      : undefined;

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
                description={smsNote}
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
                {schedule && <NextRun run={runOf('day_before')} timeZone={schedule.timeZone} />}
              </SettingSwitch>
              <SettingSwitch
                name="morningOfReminderEnabled"
                label="Morning-of reminder"
                description="Sent on the morning of each pickup."
                checked={values.morningOfReminderEnabled}
                onChange={(on) => change('morningOfReminderEnabled', on)}
              >
                {timeField('morningOfReminderTime', 'Morning-of reminder time', values.morningOfReminderTime)}
                {schedule && <NextRun run={runOf('morning_of')} timeZone={schedule.timeZone} />}
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
              <TestReminderButton />
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
