/**
 * Values quoted back in messages are cut to a readable length: a hostile file with a
 * megabyte-long id must not turn into a megabyte of error text on a terminal or a screen.
 */
export const MAX_QUOTED_CHARS = 120;
/** A whole message (with its quotes already cut) is kept under this. */
export const MAX_MESSAGE_CHARS = 600;

/** `text`, or its start and an ellipsis with how much was left out when it is longer than `max`. */
export function cutText(text: string, max: number = MAX_QUOTED_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${(text.length - max).toLocaleString('en-US')} more characters)`;
}

/** Cuts every double-quoted value in a message, then the message itself. */
export function cutMessage(message: string): string {
  const quoted = message.length <= MAX_QUOTED_CHARS ? message : message.replace(/"([^"]{121,})"/g, (_, inner: string) => `"${cutText(inner)}"`);
  return cutText(quoted, MAX_MESSAGE_CHARS);
}
