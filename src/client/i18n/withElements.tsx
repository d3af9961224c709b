import { Fragment, type ReactNode } from 'react';

/**
 * A message whose values are shown as elements (a link or a bold number inside the sentence),
 * wherever the language puts them: the message is formatted with a marker for each value, and
 * each marker is replaced by its element. A sentence is never cut into pieces the translation
 * would have to follow.
 */
export function withElements<K extends string>(
  format: (marks: Record<K, string>) => string,
  elements: Record<K, ReactNode>,
): ReactNode {
  const keys = Object.keys(elements) as K[];
  const marks = Object.fromEntries(keys.map((key, i) => [key, `\uE000${i}\uE001`])) as Record<
    K,
    string
  >;
  // Private-use characters, which no message holds; split with a capturing group gives text,
  // index, text, index, … text.
  const parts = format(marks).split(/\uE000(\d+)\uE001/);
  return parts.map((part, i) => (
    <Fragment key={i}>{i % 2 === 0 ? part : elements[keys[Number(part)]!]}</Fragment>
  ));
}
