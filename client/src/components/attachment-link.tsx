// A complaint's attachment link: shown only when it is this project's own complaint file, opening in a new tab.
import type { ReactNode } from 'react';
import { env } from '../config/env';

/** Where the complaints bucket serves its public files: the only place an attachment may point (the database checks the shape). */
const OWN_FILES = `${env.supabaseUrl}/storage/v1/object/public/complaints/complaint_files/`;

/** The link when it is one of this project's complaint files, else null (older rows may hold any text). */
export function ownAttachmentLink(link: string): string | null {
  if (!link.startsWith(OWN_FILES)) return null;
  const name = link.slice(OWN_FILES.length);
  return name !== '' && !/[/?#\\\s]/.test(name) ? link : null;
}

export interface AttachmentLinkProps {
  complaintId: number;
  resourceLink: string;
  className?: string;
  /** Shown instead when there is no link to follow. */
  fallback?: ReactNode;
}

export function AttachmentLink({ complaintId, resourceLink, className, fallback = null }: AttachmentLinkProps) {
  const link = ownAttachmentLink(resourceLink);
  if (!link) return fallback;
  return (
    <a className={className} href={link} target="_blank" rel="noopener noreferrer">
      View attachment<span className="visually-hidden"> for complaint {complaintId} (opens in a new tab)</span>
    </a>
  );
}
