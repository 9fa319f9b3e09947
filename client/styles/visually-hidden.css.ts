import { style } from '@vanilla-extract/css';

// Read out by screen readers but not drawn: clipped to nothing rather than display: none, which
// would hide it from assistive technology too. One definition, so every hidden label, caption and
// live region in the app behaves alike.
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
