import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Alert({ tone = 'info', title, children, className }: { tone?: 'info' | 'danger' | 'warning'; title: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={cn('alert', `alert-${tone}`, className)} role={tone === 'danger' ? 'alert' : 'status'}>
      <p className="alert-title">{title}</p>
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  );
}
