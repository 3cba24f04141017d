import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** `error`: what the server (or a check) said about this field, shown under it and announced with it. */
type FieldShell = { label: ReactNode; hint?: ReactNode; error?: ReactNode; className?: string };

/** The ids that describe a field: its hint and its error, when it has them. */
const describedBy = (id: string, hint: ReactNode, error: ReactNode) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Shell({ id, label, hint, error, className, children, required }: FieldShell & { id: string; children: ReactNode; required?: boolean }) {
  return (
    <div className={cn('field', className)}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function InputField({ label, hint, error, className, id, ...props }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Shell id={inputId} label={label} hint={hint} error={error} className={className} required={props.required}>
      <input id={inputId} className="input" aria-describedby={describedBy(inputId, hint, error)} aria-invalid={error ? true : undefined} {...props} />
    </Shell>
  );
}

export function TextareaField({ label, hint, className, id, ...props }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Shell id={inputId} label={label} hint={hint} className={className} required={props.required}>
      <textarea id={inputId} className="input textarea" aria-describedby={hint ? `${inputId}-hint` : undefined} {...props} />
    </Shell>
  );
}

/** A choice of a native <select>: a plain string is its own value and label. */
export type SelectOption = string | { value: string; label: string };
const optionOf = (o: SelectOption) => (typeof o === 'string' ? { value: o, label: o } : o);

/** A labelled native <select> in the shape of InputField (hint and error too); `placeholder` adds a first, empty choice. */
export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  options,
  placeholder,
  ...props
}: FieldShell & { options: readonly SelectOption[]; placeholder?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Shell id={selectId} label={label} hint={hint} error={error} className={className} required={props.required}>
      <select id={selectId} className="input select" aria-describedby={describedBy(selectId, hint, error)} aria-invalid={error ? true : undefined} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(optionOf).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}
