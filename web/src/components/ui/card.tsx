import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={cn('card', className)} {...props} />;
}

export function CardHeader({ title, description, action, titleId, level = 2 }: { title: ReactNode; description?: ReactNode; action?: ReactNode; titleId?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card-header">
      <div>
        <Heading id={titleId} className="card-title">
          {title}
        </Heading>
        {description ? <p className="card-description">{description}</p> : null}
      </div>
      {action ? <div className="card-action">{action}</div> : null}
    </div>
  );
}
