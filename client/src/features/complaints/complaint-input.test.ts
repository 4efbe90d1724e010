// The complaint form's rules: four required fields, the 3 MB attachment limit and safe storage names.
import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../lib/complaint-attachments';
import { attachmentPath, checkComplaint, type ComplaintDraft } from './complaint-input';
import { MAX_ATTACHMENT_BYTES } from '../../config/complaint-options';

function fileOf(size: number, name = 'proof.pdf', type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type });
}

const complete: ComplaintDraft = {
  type: 'cleanliness',
  category: 'room-condition-issue',
  description: '  The washroom tap leaks.  ',
  urgency: 'medium',
  attachment: null,
};

describe('checkComplaint', () => {
  it('when every field is empty, then type, category, description and urgency are each required', () => {
    const result = checkComplaint({ type: '', category: '', description: '   ', urgency: '', attachment: null });
    expect(result).toEqual({
      ok: false,
      problems: { type: 'required', category: 'required', description: 'required', urgency: 'required' },
    });
  });

  it('when the form is complete without a file, then the input is accepted with a trimmed description', () => {
    expect(checkComplaint(complete)).toEqual({
      ok: true,
      input: {
        type: 'cleanliness',
        category: 'room-condition-issue',
        description: 'The washroom tap leaks.',
        urgency: 'medium',
        attachment: null,
      },
    });
  });

  it('when a value is not one of the spec options, then that field is reported', () => {
    expect(checkComplaint({ ...complete, urgency: 'urgent', category: 'leaks' })).toEqual({
      ok: false,
      problems: { urgency: 'required', category: 'required' },
    });
  });

  it('when the attachment is exactly 3145728 bytes, then it is allowed', () => {
    const result = checkComplaint({ ...complete, attachment: fileOf(MAX_ATTACHMENT_BYTES) });
    expect(result.ok).toBe(true);
  });

  it('when the attachment is one byte over 3 MB, then submission is blocked on the attachment', () => {
    const result = checkComplaint({ ...complete, attachment: fileOf(MAX_ATTACHMENT_BYTES + 1) });
    expect(result).toEqual({ ok: false, problems: { attachment: 'tooLarge' } });
  });

  it('when the description exceeds 4000 characters, then it is refused before reaching the database', () => {
    expect(checkComplaint({ ...complete, description: 'x'.repeat(4001) })).toEqual({
      ok: false,
      problems: { description: 'tooLong' },
    });
  });
});

describe('attachment storage names', () => {
  it('when a name has spaces, accents, slashes or symbols, then only safe characters remain', () => {
    expect(safeFileName('My Café receipt (1).pdf')).toBe('My_Cafe_receipt_1_.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\scan.PNG')).toBe('scan.PNG');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('-rf.pdf')).toBe('rf.pdf');
    expect(safeFileName('照片.jpg')).toBe('attachment.jpg');
    expect(safeFileName('???')).toBe('attachment');
  });

  it('when building the path, then it is complaint_files/{uuid}_{filename}', () => {
    const uuid = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    expect(attachmentPath('lab report.pdf', uuid)).toBe(`complaint_files/${uuid}_lab_report.pdf`);
    expect(attachmentPath('a.pdf')).toMatch(/^complaint_files\/[0-9a-f-]{36}_a\.pdf$/);
  });
});
