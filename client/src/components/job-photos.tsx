// A job's before and after photos as small thumbnails, each opening the full image: signed for the reader from the
// private complaints bucket, as a complaint's file is (Storage signs only for those who may read the job).
import { PHOTO_STAGES, type PhotoStage, type WorkOrder } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { signedAttachmentUrl } from '../lib/complaint-attachments';
import { useQuery } from '../lib/use-query';
import './job-photos.css';

export interface JobPhotosProps {
  job: Pick<WorkOrder, 'title' | 'photos'>;
  /** Signs a photo's path for the reader. */
  sign?: (path: string) => Promise<string>;
}

/** The photos before the work, then after, each numbered within its stage. */
function numbered(photos: WorkOrder['photos']): { path: string; stage: PhotoStage; number: number }[] {
  return PHOTO_STAGES.flatMap((stage) =>
    photos.filter((photo) => photo.stage === stage).map((photo, index) => ({ ...photo, number: index + 1 })),
  );
}

export function JobPhotos({ job, sign = signedAttachmentUrl }: JobPhotosProps) {
  const { t } = useTranslation('jobs');
  if (job.photos.length === 0) return null;
  return (
    <ul className="job-photos">
      {numbered(job.photos).map((photo) => (
        <li key={photo.path}>
          <Thumbnail
            path={photo.path}
            alt={t(`photos.${photo.stage}`, { number: photo.number, title: job.title })}
            sign={sign}
          />
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ path, alt, sign }: { path: string; alt: string; sign: (path: string) => Promise<string> }) {
  const { t } = useTranslation('jobs');
  const link = useQuery(path, () => sign(path));
  if (link.status === 'error') return <span className="job-photos__missing">{t('photos.unavailable', { alt })}</span>;
  if (link.status !== 'success') return <span className="job-photos__missing">{t('photos.loading')}</span>;
  return (
    <a href={link.data} target="_blank" rel="noopener noreferrer">
      <img src={link.data} alt={alt} width={72} height={72} loading="lazy" />
    </a>
  );
}
