import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** A translated message; marks the field invalid and is read with it. */
  error?: string | null | undefined;
  /** Extra content after the input (a button, an image). */
  addon?: ReactNode;
  /** Hide the label visually (it still names the field). */
  hideLabel?: boolean;
}

/** A labelled input with its error message. */
export function TextField({ label, error, addon, hideLabel, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <div className="field__control">
        <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ label, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A form-level message of success (the call went through), announced when it appears. */
export function FormSuccess({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}

/** A form-level message (the server's refusal), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | null | undefined;
  options: readonly { value: string; label: string }[];
  /** A first option with no value ("Choose ..."). */
  placeholder?: string;
}

/** A labelled select with its error message. */
export function SelectField({ label, error, options, placeholder, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <select id={id} className="field__select" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
