// A job's photos: before ones first, each numbered within its stage and named for the job, a link to the full image
// signed for the reader; a photo Storage will not sign says so in words rather than show a broken image.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobPhotos } from './job-photos';

const job = {
  title: 'Tap leaking',
  photos: [
    { stage: 'after' as const, path: 'work_order_photos/3_after.jpg' },
    { stage: 'before' as const, path: 'work_order_photos/1_before.jpg' },
    { stage: 'after' as const, path: 'work_order_photos/4_gone.jpg' },
  ],
};

const sign = (path: string) =>
  path.endsWith('gone.jpg') ? Promise.reject(new Error('Object not found')) : Promise.resolve(`https://s.test/${path}`);

describe('JobPhotos', () => {
  it('shows each photo as a thumbnail linking to the full image, before ones first', async () => {
    render(<JobPhotos job={job} sign={sign} />);
    expect(await screen.findByText('After photo 2: Tap leaking could not be opened.')).toBeInTheDocument();
    const images = await screen.findAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Before photo 1: Tap leaking',
      'After photo 1: Tap leaking',
    ]);
    expect(images[1]!.closest('a')).toHaveAttribute('href', 'https://s.test/work_order_photos/3_after.jpg');
  });

  it('shows nothing when the job has no photos', () => {
    const { container } = render(<JobPhotos job={{ title: 'Tap leaking', photos: [] }} sign={sign} />);
    expect(container).toBeEmptyDOMElement();
  });
});
