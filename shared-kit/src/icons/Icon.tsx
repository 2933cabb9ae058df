import { Icon as LucideIcon, type LucideProps } from 'lucide-react';

/** An icon's drawing as the `lucide` package exports it (`import { X } from 'lucide'`): data, no code. */
export type IconDrawing = [tag: string, attributes: Record<string, string | number | undefined>][];

export type IconProps = Omit<LucideProps, 'ref'> & { drawing: IconDrawing };

/**
 * The one way the site draws an icon: inline SVG, `aria-hidden` unless labelled. Each package imports only the
 * drawings it needs from `lucide` (tree-shaken), so a remote that needs a new icon ships it without a kit release;
 * lucide-react's drawing code is here once, in the kit singleton, instead of in every remote's bundle.
 */
export function Icon({ drawing, ...props }: IconProps) {
  return <LucideIcon iconNode={drawing} {...props} />;
}
