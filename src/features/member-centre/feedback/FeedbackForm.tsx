import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../api/site';
import { getGetFeedbackListQueryKey, useSubmitFeedback } from '../../../generated/wps/endpoints/feedback/feedback';
import { FeedbackType } from '../../../generated/wps/model';
import { useLocalePart } from '../../../i18n/parts';
import { ApiError, errorMessage } from '../../../lib/errors';
import { countWords, DEFAULT_MAX_WORDS, DEFAULT_MIN_WORDS, REMARK_MAX } from '../../../lib/words';
import { FormError, SelectField, TextField } from '../../../ui/form/Field';
import { ImageUpload, readAsDataUrl } from '../../../ui/ImageUpload';

export const FEEDBACK_TYPES = Object.values(FeedbackType);

/** Which field a refusal of the platform belongs under (the others show above the button). */
export function fieldOfCode(code: string): 'content' | 'images' | null {
  if (code.startsWith('feedback.content.')) return 'content';
  if (code.startsWith('feedback.images.')) return 'images';
  return null;
}

/**
 * Sends a feedback: a question type, the content within the site's word limits (counted as the
 * platform counts them), an optional remark and up to three png or jpg images of 5 MB, sent as
 * data URLs. The input stays when sending fails.
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  useLocalePart('feedback');
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const min = settings?.feedbackMinWords ?? DEFAULT_MIN_WORDS;
  const max = settings?.feedbackMaxWords ?? DEFAULT_MAX_WORDS;
  const submit = useSubmitFeedback();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [shown, setShown] = useState(false);
  const [reading, setReading] = useState(false);
  const [server, setServer] = useState<{ field: 'content' | 'images' | null; message: string } | null>(null);

  const words = countWords(content);
  const problems = {
    type: !type,
    content: words < min || words > max,
    remark: remark.trim().length > REMARK_MAX,
  };
  const busy = reading || submit.isPending;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setServer(null);
    setShown(true);
    if (problems.type || problems.content || problems.remark) return;
    try {
      setReading(true);
      const images = await Promise.all(files.map(readAsDataUrl)).finally(() => setReading(false));
      await submit.mutateAsync({
        data: {
          questionType: type as FeedbackType,
          content: content.trim(),
          ...(remark.trim() ? { remark: remark.trim() } : {}),
          ...(images.length > 0 ? { images } : {}),
        },
      });
      await queryClient.invalidateQueries({ queryKey: getGetFeedbackListQueryKey() });
      setType('');
      setContent('');
      setRemark('');
      setFiles([]);
      setShown(false);
      onSent();
    } catch (error) {
      setServer({ field: error instanceof ApiError ? fieldOfCode(error.code) : null, message: errorMessage(error, t) });
    }
  };

  const contentError = shown && problems.content ? t('feedback.words_error', { min, max }) : server?.field === 'content' ? server.message : null;
  return (
    <form className="feedback-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('feedback.tab.send')}>
      <p className="muted">{t('feedback.intro')}</p>
      <SelectField
        label={t('feedback.type_label')}
        placeholder={t('feedback.type_choose')}
        options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`feedback.type.${value}`) }))}
        value={type}
        onChange={(e) => setType(e.target.value)}
        error={shown && problems.type ? t('feedback.type_required') : null}
      />
      <div className="field">
        <label htmlFor={`${id}-content`} className="field__label">
          {t('feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="field__input feedback-form__content"
          rows={6}
          maxLength={5000}
          placeholder={t('feedback.content_placeholder')}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            if (server?.field === 'content') setServer(null);
          }}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-count${contentError ? ` ${id}-content-error` : ''}`}
        />
        <p id={`${id}-count`} className={`feedback-form__count${problems.content && content ? ' feedback-form__count--off' : ''}`}>
          {t('feedback.word_count', { count: words, min, max })}
        </p>
        {contentError ? (
          <p id={`${id}-content-error`} className="field__error" role="alert">
            {contentError}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('feedback.remark')}
        placeholder={t('feedback.remark_placeholder')}
        value={remark}
        maxLength={REMARK_MAX}
        onChange={(e) => setRemark(e.target.value)}
        error={shown && problems.remark ? t('feedback.remark_error', { max: REMARK_MAX }) : null}
        addon={
          <span className="feedback-form__remark-count" aria-live="off">
            {t('feedback.remark_count', { count: remark.length, max: REMARK_MAX })}
          </span>
        }
      />
      <ImageUpload
        label={t('feedback.images')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          if (server?.field === 'images') setServer(null);
        }}
        error={server?.field === 'images' ? server.message : null}
      />
      <FormError>{server && !server.field ? server.message : null}</FormError>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('feedback.sending') : t('feedback.send')}
        </button>
      </div>
    </form>
  );
}
