import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './image-upload.css';

/** The spec's upload rule (sections 5 and 9): png or jpg, at most 5 MB each, at most 3 images. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;

export type UploadProblem = 'type' | 'size' | 'count';

/** Which of `incoming` may join `current`, and why the others may not. */
export function acceptImages(
  current: readonly File[],
  incoming: readonly File[],
  max = UPLOAD_MAX_FILES,
): { accepted: File[]; problems: { name: string; problem: UploadProblem }[] } {
  const accepted: File[] = [];
  const problems: { name: string; problem: UploadProblem }[] = [];
  for (const file of incoming) {
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) problems.push({ name: file.name, problem: 'type' });
    else if (file.size > UPLOAD_MAX_BYTES) problems.push({ name: file.name, problem: 'size' });
    else if (current.length + accepted.length >= max) problems.push({ name: file.name, problem: 'count' });
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** A file as a data URL (`data:image/png;base64,...`), the form the platform takes images in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Up to three png or jpg images of at most 5 MB each, with previews, a remove button each and a
 * translated message for every file that was refused.
 */
export function ImageUpload({
  label,
  files,
  onChange,
  error,
  max = UPLOAD_MAX_FILES,
}: {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | null | undefined;
  max?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<{ name: string; problem: UploadProblem }[]>([]);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = '';
    const { accepted, problems: refused } = acceptImages(files, picked, max);
    setProblems(refused);
    if (accepted.length) onChange([...files, ...accepted]);
  };

  return (
    <div className="image-upload">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <p className="muted image-upload__hint">{t('upload.hint', { count: max })}</p>
      <ul className="image-upload__list">
        {previews.map(({ file, url }, i) => (
          <li key={url} className="image-upload__item">
            <img src={url} alt={file.name} width={96} height={96} />
            <button
              type="button"
              className="button button--small"
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={t('upload.remove', { name: file.name })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        id={id}
        type="file"
        className="image-upload__input"
        accept={UPLOAD_TYPES.join(',')}
        multiple
        disabled={files.length >= max}
        onChange={onPick}
        aria-invalid={error || problems.length ? true : undefined}
      />
      {problems.map((p) => (
        <p key={`${p.name}-${p.problem}`} className="field__error" role="alert">
          {t(`upload.problem_${p.problem}`, { name: p.name, count: max })}
        </p>
      ))}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
