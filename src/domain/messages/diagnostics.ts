// The diagnostics snapshot's texts.
export const diagnosticsTexts = {
  attach: 'Attach a diagnostics snapshot',
  attachHint:
    'It holds your answers and this screen, so support sees what you see; never your password, codes, card or bank details or files.',
  download: 'Download the snapshot',
  helpMenu: 'Get help',
  helpTopic: 'Help',
} as const;
