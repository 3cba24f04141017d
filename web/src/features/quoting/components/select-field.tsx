import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled native select in the look of the shared InputField. */
export function SelectField({ label, options, id, ...props }: { label: string; options: readonly { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={selectId} className="field-label">
        {label}
        {props.required ? <span className="field-required" aria-hidden="true"> *</span> : null}
      </label>
      <select id={selectId} className="input select" {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
