import { expect, type Page, test } from '@playwright/test';
import { bookingRef, bookingsApi } from './bookings-api';
import { signInViaApi } from './fixtures';

/**
 * The server's messages in the reader's language (decision 007), tried as a Portuguese-speaking admin of Onda
 * would: a wrong password, a refused booking change and a server field error all read in Portuguese.
 */

async function choosePortuguese(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
}

test.describe('server messages in Portuguese for Onda', () => {
  test('a wrong password is explained in Portuguese under the username field', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('combobox', { name: 'Domain' }).selectOption('onda.localhost');
    await expect(page.getByText('Onda Serviços')).toBeVisible();
    await choosePortuguese(page);
    await page.getByLabel('Email ou nome de utilizador').fill('admin@onda.test');
    await page.getByLabel(/^Palavra-passe/).fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Nome de utilizador ou palavra-passe inválidos')).toBeVisible();
    await expect(page.getByLabel('Email ou nome de utilizador')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid username or password')).toHaveCount(0);
  });

  test('a booking change the server refuses says why in Portuguese, with the statuses in Portuguese', async ({
    page,
  }) => {
    const session = await signInViaApi(page, 'admin@onda.test');
    const api = bookingsApi(page, session.accessToken);
    const booking = await api.create();
    await page.goto(`/orders/order_details/${booking.id}`);
    await choosePortuguese(page);
    await expect(page.getByRole('button', { name: 'Marcar como Aceite' })).toBeVisible();
    // Someone else cancels it meanwhile.
    await api.setStatus(booking.id, 7);

    await page.getByRole('button', { name: 'Marcar como Aceite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar o estado?' });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const notice = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: `A reserva ${bookingRef(booking.id)} foi alterada entretanto` });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'A sua alteração não foi aplicada: Uma reserva em Cancelada pelo cliente não pode passar a Aceite.',
    );
    await expect(notice).toContainText('O estado no servidor é agora Cancelada pelo cliente.');
    await expect(notice).not.toContainText('cannot become');
  });

  test('a field error from the server shows in Portuguese next to its field', async ({ page }) => {
    await signInViaApi(page, 'admin@onda.test');
    await page.goto('/dashboard/profile');
    await choosePortuguese(page);
    await page.getByLabel(/^Palavra-passe atual/).fill('Wrong@12345');
    await page.getByLabel(/^Nova palavra-passe/).fill('Another@12345');
    await page.getByLabel(/^Confirmar palavra-passe/).fill('Another@12345');
    await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
    // Under the field it belongs to (Mantine ties the error to the input as its description).
    await expect(page.getByLabel(/^Palavra-passe atual/)).toHaveAccessibleDescription(
      'A palavra-passe atual não está correta',
    );
    await expect(page.getByText('The current password is not correct')).toHaveCount(0);
  });
});
