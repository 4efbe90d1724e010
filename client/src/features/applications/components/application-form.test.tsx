// The application form's rules: type and description required, under the fields; visitors must log in.
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { ApplicationForm } from './application-form';

describe('ApplicationForm', () => {
  beforeEach(() => sessionStorage.clear());

  it('when submitted empty, then both fields show their message underneath and nothing is sent', async () => {
    const submitted: string[] = [];
    const { user } = renderInApp(<ApplicationForm onSubmitted={(id) => submitted.push(id)} />);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByLabelText('Application type')).toHaveAccessibleDescription(messages.applicationTypeRequired);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(messages.descriptionRequired);
    expect(screen.getByLabelText('Application type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('when the description is only spaces, then it still counts as missing', async () => {
    const { user } = renderInApp(<ApplicationForm />);
    await user.selectOptions(screen.getByLabelText('Application type'), 'Room Change');
    await user.type(screen.getByLabelText('Description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(messages.descriptionRequired);
    expect(screen.getByLabelText('Application type')).not.toHaveAttribute('aria-invalid');
  });

  it('when a visitor fills it in, then it asks them to log in, sends nothing, and keeps what they typed for after', async () => {
    const submitted: string[] = [];
    const { user, router } = renderInApp(<ApplicationForm onSubmitted={(id) => submitted.push(id)} />);
    await user.selectOptions(screen.getByLabelText('Application type'), 'Hostel Change');
    await user.type(screen.getByLabelText('Description'), 'Closer to the library, please');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginToSubmitApplication);
    expect(submitted).toEqual([]);
    expect(router.state.location.pathname).toBe('/auth/login/student');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/status?section=submit-application');

    // Back from signing in, the form starts from the kept draft.
    cleanup();
    renderInApp(<ApplicationForm />);
    expect(screen.getByLabelText('Application type')).toHaveValue('Hostel Change');
    expect(screen.getByLabelText('Description')).toHaveValue('Closer to the library, please');
  });

  it("when opened, then the types are the spec's Room Change, Hostel Change and Other", () => {
    renderInApp(<ApplicationForm />);
    const values = Array.from(screen.getByLabelText<HTMLSelectElement>('Application type').options).map(
      (option) => option.value,
    );
    expect(values).toEqual(['', 'Room Change', 'Hostel Change', 'Other']);
  });
});
