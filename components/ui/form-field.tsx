import type { ReactNode } from 'react';

/** What a field's control needs to be announced with its label and its problem. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with the line that names its problem, tied together for screen
 * readers: the control is described by the problem line while there is one.
 */
export function FormField({
  id,
  label,
  problem,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  problem?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const problemId = `${id}-problem`;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': problem ? problemId : undefined })}
      {problem ? (
        <p id={problemId} className="mt-1 text-sm text-sale">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
