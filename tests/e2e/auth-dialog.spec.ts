import { expectNoSeriousViolations } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, settleAnimations, test, topBar, viewports } from './fixtures.ts';

// The sign-in dialog (docs/screens.md#sign-in-dialog, docs/forms.md#sign-up-and-sign-in): the three
// modes, the switches between them and the client-side validation. Nothing here submits to the auth
// procedures.

async function openSignIn(page: Page): Promise<Locator> {
  await page.goto('/');
  await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  // Not by name: the dialog's name follows the mode, and the tests switch modes.
  return page.getByRole('dialog');
}

async function openSignUp(page: Page): Promise<Locator> {
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  return dialog;
}

function submitButton(dialog: Locator, name: string): Locator {
  return dialog.getByRole('button', { name, exact: true });
}

test.describe('sign-in dialog modes', () => {
  test.use({ viewport: viewports.desktop });

  test('opens in sign-in mode with email, password and both switches', async ({ page }) => {
    const dialog = await openSignIn(page);

    const email = dialog.getByLabel('Email', { exact: true });
    const password = dialog.getByLabel('Password', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    // Focus lands on the first field.
    await expect(email).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Need an account? Sign up' })).toBeVisible();
    await expect(submitButton(dialog, 'Sign In')).toBeEnabled();
    // Sign-in has no sign-up fields.
    await expect(dialog.getByLabel('Invite code')).toHaveCount(0);
  });

  test('switches to sign-up and back to sign-in', async ({ page }) => {
    const dialog = await openSignUp(page);

    // The dialog's accessible name follows the mode.
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    const fields = [
      ['Email', 'email', 'email'],
      ['Password', 'password', 'new-password'],
      ['Confirm password', 'password', 'new-password'],
      ['First name (optional)', 'text', 'given-name'],
      ['Last name (optional)', 'text', 'family-name'],
    ] as const;
    for (const [label, type, autocomplete] of fields) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field, label).toBeVisible();
      await expect(field, label).toHaveAttribute('autocomplete', autocomplete);
      if (type !== 'text') await expect(field, label).toHaveAttribute('type', type);
    }
    await expect(dialog.getByLabel('Invite code', { exact: true })).toBeVisible();
    // The switch's own button is gone, so focus moves to the new form's first field.
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();

    await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByLabel('Confirm password')).toHaveCount(0);
    await expect(submitButton(dialog, 'Sign In')).toBeVisible();
  });

  test('switches to forgot-password and back, keeping the typed email', async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com');

    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(submitButton(dialog, 'Send Reset Link')).toBeEnabled();

    await dialog.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
  });

  test('pressing a mode switch does not first tell off the empty field being left', async ({
    page,
  }) => {
    const dialog = await openSignIn(page);
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
    // As a person clicks: the button held down for a moment before it is let go. Validating the
    // field on that blur grew the dialog under the pointer, and the click could be lost.
    for (const [button, heading] of [
      ['Forgot password?', 'Reset your password'],
      ['Back to Sign In', 'Sign in'],
      ['Need an account? Sign up', 'Create your account'],
    ] as const) {
      const box = await dialog.getByRole('button', { name: button }).boundingBox();
      if (!box) throw new Error(`no ${button} button`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(150);
      await expect(dialog.getByText('Email is required')).toHaveCount(0);
      await page.mouse.up();
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('every opening starts in sign-in mode', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test('the modes switch by keyboard alone', async ({ page }) => {
    const dialog = await openSignIn(page);

    const toSignUp = dialog.getByRole('button', { name: 'Need an account? Sign up' });
    await toSignUp.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();

    await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  });
});

test.describe('sign-in dialog validation', () => {
  test.use({ viewport: viewports.desktop });

  test('sign-in shows inline errors for an empty or malformed submission', async ({ page }) => {
    const dialog = await openSignIn(page);

    await submitButton(dialog, 'Sign In').click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    // The problem is tied to its field for screen readers, and focus goes to the first one.
    const email = dialog.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(email).toBeFocused();

    await email.fill('not-an-email');
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('ada@example.com');
    await expect(dialog.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sign-up shows "Passwords do not match" and disables submit', async ({ page }) => {
    const dialog = await openSignUp(page);
    const submit = submitButton(dialog, 'Sign Up');
    await dialog.getByLabel('Invite code', { exact: true }).fill('BETA2025');

    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('secret12');
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await expect(submit).toBeDisabled();

    // Typing the rest makes it match: the message goes and submit comes back.
    await dialog.getByLabel('Confirm password', { exact: true }).pressSequentially('3');
    await expect(dialog.getByText('Passwords do not match')).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // Changing the password afterwards re-judges the confirmation.
    await dialog.getByLabel('Password', { exact: true }).fill('secret1234');
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  test('sign-up upper-cases the invite code and requires 6 characters', async ({ page }) => {
    const dialog = await openSignUp(page);
    const code = dialog.getByLabel('Invite code', { exact: true });
    const submit = submitButton(dialog, 'Sign Up');

    // Disabled until a code is there at all.
    await expect(submit).toBeDisabled();
    await code.pressSequentially('ab1');
    await expect(code).toHaveValue('AB1');
    await expect(dialog.getByText('Code must be at least 6 characters')).toBeVisible();
    await expect(code).toHaveAccessibleDescription('Code must be at least 6 characters');
    await expect(submit).toBeDisabled();

    await code.pressSequentially('c2d');
    await expect(code).toHaveValue('AB1C2D');
    await expect(dialog.getByText('Code must be at least 6 characters')).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // Editing in the middle keeps the caret where the user typed.
    await code.press('Home');
    await code.press('ArrowRight');
    await code.pressSequentially('x');
    await expect(code).toHaveValue('AXB1C2D');
  });

  test('Enter on a blocked sign-up form explains what is missing', async ({ page }) => {
    const dialog = await openSignUp(page);

    await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com');
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('secret123');
    await password.press('Enter');
    await expect(dialog.getByText('Please confirm your password')).toBeVisible();
    await expect(dialog.getByText('Code must be at least 6 characters')).toBeVisible();
    await expect(dialog.getByLabel('Confirm password', { exact: true })).toBeFocused();
  });

  test('sign-up checks the optional names only when given', async ({ page }) => {
    const dialog = await openSignUp(page);
    const firstName = dialog.getByLabel('First name (optional)', { exact: true });

    await firstName.fill('A');
    await firstName.blur();
    await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
    await firstName.fill('');
    await expect(dialog.getByText('First name must be at least 2 characters')).toHaveCount(0);
  });

  test('forgot-password requires a valid email', async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();

    await submitButton(dialog, 'Send Reset Link').click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    // Still on the form: nothing was sent.
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`sign-in dialog accessibility (Axe) at ${viewport.width}px`, () => {
    test.use({ viewport });

    test(`sign-in mode with inline errors on a ${viewportName}`, async ({ page }) => {
      const dialog = await openSignIn(page);
      await submitButton(dialog, 'Sign In').click();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`sign-up mode with inline errors on a ${viewportName}`, async ({ page }) => {
      const dialog = await openSignUp(page);
      await dialog.getByLabel('Password', { exact: true }).fill('secret123');
      await dialog.getByLabel('Confirm password', { exact: true }).fill('secret');
      await dialog.getByLabel('Invite code', { exact: true }).fill('abc');
      await expect(dialog.getByText('Passwords do not match')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`forgot-password mode on a ${viewportName}`, async ({ page }) => {
      const dialog = await openSignIn(page);
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(submitButton(dialog, 'Send Reset Link')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('sign-in dialog on a 360 px phone', () => {
  test.use({ viewport: viewports.phone });

  test('the dialog sits inside the screen in every mode', async ({ page }) => {
    const dialog = await openSignIn(page);
    for (const switchTo of ['Need an account? Sign up', 'Already have an account? Sign in']) {
      await settleAnimations(page);
      const box = await dialog.boundingBox();
      if (!box) throw new Error('the dialog has no bounding box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewports.phone.height);
      await dialog.getByRole('button', { name: switchTo }).click();
    }
  });

  test('the sign-up form fits the screen without sideways scrolling', async ({ page }) => {
    const dialog = await openSignUp(page);
    await settleAnimations(page);

    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no bounding box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    const overflows = await dialog.evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(overflows, 'the dialog scrolls sideways').toBe(false);
    // The last control is reachable by scrolling inside the dialog.
    const submit = submitButton(dialog, 'Sign Up');
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
  });
});
