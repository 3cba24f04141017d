import { useId, type SelectHTMLAttributes } from 'react';

export interface Option {
  value: string;
  label: string;
}

/** A labelled native <select> in the shape of the shared InputField. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  id,
  ...props
}: { label: string; options: readonly Option[]; placeholder?: string; hint?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={selectId} className="field-label">
        {label}
        {props.required ? (
          <span className="field-required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      <select id={selectId} className="input cx-select" aria-describedby={hint ? `${selectId}-hint` : undefined} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${selectId}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
