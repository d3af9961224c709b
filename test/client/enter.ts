/**
 * Gives a text field a whole value the way a person pastes it: a click into the field (focus,
 * the caret at the end of what it holds), then the text as one paste. The form sees the same
 * input event with the same value it gets after typing, once instead of once per key.
 *
 * For tests whose point is what the screen does with a value, not typing itself: each keystroke
 * re-renders the whole form, and typing every field of every form took most of the screen tests'
 * time. Each form keeps at least one test that types into its fields key by key, which is where
 * typing (a mask applied per key, a key the field refuses) is checked.
 */
import type { UserEvent } from '@testing-library/user-event';

export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
