// Form fields with a real <label>, and an error under the field tied to it by aria-describedby.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './field.css';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type Common = {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  'aria-invalid': invalid,
  ...input
}: Common & ComponentPropsWithRef<'input'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <input
        id={fieldId}
        className={className ? `input ${className}` : 'input'}
        aria-invalid={invalid ?? (error ? true : undefined)}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  'aria-invalid': invalid,
  ...textarea
}: Common & ComponentPropsWithRef<'textarea'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <textarea
        id={fieldId}
        className="input input--textarea"
        aria-invalid={invalid ?? (error ? true : undefined)}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  placeholder,
  'aria-invalid': invalid,
  ...select
}: Common & {
  options: readonly SelectOption[];
  placeholder?: string;
} & ComponentPropsWithRef<'select'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <select
        id={fieldId}
        className="input input--select"
        aria-invalid={invalid ?? (error ? true : undefined)}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  id,
  ...input
}: { label: string } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="checkbox">
      <input id={fieldId} type="checkbox" {...input} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}
