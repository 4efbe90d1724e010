// Photos of a room's items: a strip of the photos a report or inspection holds, opened through the links the server
// signed, and the picker that chooses up to three new ones (images within the bucket's size), checked as chosen.
import { ROOM_INVENTORY_LIMITS, type RoomPhoto } from '@campus-hostel/contracts/api';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { photoProblem } from '../lib/room-photos';
import { Button } from './ui/button';
import './room-inventory.css';

export interface PhotoStripProps {
  photos: readonly RoomPhoto[];
  /** The item they show, named in each photo's alt text. */
  label: string;
  /** Whose photos they are, said in the alt text where a page shows both the student's and the inspector's. */
  by?: 'student' | 'inspector';
}

export function PhotoStrip({ photos, label, by }: PhotoStripProps) {
  const { t } = useTranslation('room');
  if (photos.length === 0) return null;
  const alt = by === undefined ? 'photos.open' : (`photos.${by}` as const);
  return (
    <ul className="room-photos">
      {photos.map((photo, index) => (
        <li key={photo.path}>
          {photo.url ? (
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.url} alt={t(alt, { number: index + 1, label })} loading="lazy" />
            </a>
          ) : (
            <span className="room-muted">{t('photos.unlinked', { number: index + 1 })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The first problem among the chosen files, in words; null when they may all be uploaded. */
export function usePhotoCheck(): (files: readonly File[]) => string | null {
  const { t } = useTranslation('room');
  return (files) => {
    if (files.length > ROOM_INVENTORY_LIMITS.photosMax)
      return t('photos.tooMany', { count: ROOM_INVENTORY_LIMITS.photosMax });
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) return t(`photos.${problem}`, { name: file.name });
    }
    return null;
  };
}

export interface PhotoPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function PhotoPicker({ files, onChange, error, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('room');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    onChange([...files, ...Array.from(event.target.files ?? [])]);
    if (input.current) input.current.value = '';
  };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('photos.label', { count: ROOM_INVENTORY_LIMITS.photosMax })}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('photos.hint')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="input input--file"
        disabled={disabled || files.length >= ROOM_INVENTORY_LIMITS.photosMax}
        onChange={add}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {files.length > 0 ? (
        <ul className="room-picked">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button
                variant="ghost"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                {t('photos.remove', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
