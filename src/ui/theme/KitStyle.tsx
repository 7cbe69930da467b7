/**
 * A stylesheet of the kit written as plain CSS, without a CSS-in-JS runtime (the login page's first load
 * carries none, issue 16). React 19 hoists a `<style>` with `precedence` into the head of the document, or
 * into the shadow root a widget renders in, once per `name` however many components render it, and
 * before styled-components' own tags, so a `styled(Button)` still overrides the kit's rules.
 */
export function KitStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`yp-${name}`} precedence="yp">
      {css}
    </style>
  );
}

/** The class names given, without the false, null and undefined ones. */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
