/** Words of the calendar feed (beyond the spec: the drivers' calendar sync of DESIGN §6). */
export const feedMessages = {
  copied: 'Link Copied',
  copiedText: 'Paste it where your calendar app subscribes to a calendar by its address.',
  copyFailed: 'The link could not be copied: select the address and copy it.',
  renewAsk:
    'The current link stops working: calendars subscribed to it stop updating until they subscribe to the new one.',
  renewed: 'New Feed Link',
  renewedText: 'The old link no longer works.',
  renewFailed: 'Failed to create a new calendar link.',
  revokeAsk:
    'The link stops working and no calendar can read this driver’s routes until you create a new link.',
  revoked: 'Calendar Feed Revoked',
  revokedText: 'The link no longer works.',
  revokeFailed: 'Failed to revoke the calendar feed.',
} as const;
