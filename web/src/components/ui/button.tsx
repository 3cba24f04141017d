import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const classes = (variant: ButtonVariant, size: Size, className?: string) => cn('btn', `btn-${variant}`, size !== 'md' && `btn-${size}`, className);

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: Size }) {
  return <button type={type} className={classes(variant, size, className)} {...props} />;
}

/** A link styled as a button: for browser navigations such as /api/login. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; size?: Size }) {
  return <a className={classes(variant, size, className)} {...props} />;
}
