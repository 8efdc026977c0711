import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { doven, forberedRute } from './doven';
import { forberedelse } from './forberedelser';

const skaerm = (tekst: string) => ({ default: () => <p>{tekst}</p> });

describe('doven, a screen in a chunk of its own', () => {
  it('suspends on its first render and shows the screen once its module has come', async () => {
    let kom: (modul: ReturnType<typeof skaerm>) => void = () => undefined;
    const Skaerm = doven(() => new Promise<ReturnType<typeof skaerm>>((resolve) => (kom = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>Indlæser</p>}>
          <Skaerm />
        </Suspense>,
      );
    });
    expect(screen.getByText('Indlæser')).toBeInTheDocument();
    await act(async () => kom(skaerm('Skærmen')));
    expect(screen.getByText('Skærmen')).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once forbered has loaded it', async () => {
    const hent = vi.fn(() => Promise.resolve(skaerm('Forberedt')));
    const Skaerm = doven(hent);
    await Skaerm.forbered('/app');
    render(
      <Suspense fallback={<p>Indlæser</p>}>
        <Skaerm />
      </Suspense>,
    );
    expect(screen.getByText('Forberedt')).toBeInTheDocument();
    expect(screen.queryByText('Indlæser')).not.toBeInTheDocument();
    expect(hent).toHaveBeenCalledTimes(1);
  });

  it("prepares the route the path leads to, as <Routes> ranks them, and what that area's module prepares", async () => {
    const omraade = vi.fn(() => Promise.resolve({ ...skaerm('Området'), forbered: omraadeForbereder }));
    const omraadeForbereder = vi.fn(() => Promise.resolve());
    const andet = vi.fn(() => Promise.resolve(skaerm('Andet')));
    const Omraade = doven(omraade);
    const Andet = doven(andet);
    const ruter = [
      { path: '/app/virksomhed/*', element: <Omraade /> },
      { path: '/app/*', element: <Andet /> },
    ];
    await act(() => forberedRute(ruter, '/app/virksomhed/arbejdsmangel/anmod'));
    expect(omraade).toHaveBeenCalledTimes(1);
    expect(omraadeForbereder).toHaveBeenCalledWith('/app/virksomhed/arbejdsmangel/anmod');
    expect(andet).not.toHaveBeenCalled();
    await forberedRute(ruter, '/andetsteds');
    expect(andet).not.toHaveBeenCalled();
  });

  it("waits for the loads the screen's module started as it loaded (a form's widgets), failed ones too", async () => {
    let widgetsKom: () => void = () => undefined;
    let andreFejlede: (fejl: Error) => void = () => undefined;
    const Skaerm = doven(() => {
      // What a module does at its top as it loads (schema-form/register.ts forberedRegister).
      forberedelse(new Promise<void>((resolve) => (widgetsKom = resolve)));
      const andre = new Promise<void>((_, reject) => (andreFejlede = reject));
      andre.catch(() => undefined);
      forberedelse(andre);
      return Promise.resolve(skaerm('Formularen'));
    });
    let forberedt = false;
    const klar = forberedRute([{ path: '/app/*', element: <Skaerm /> }], '/app/anmod').then(() => (forberedt = true));
    await act(async () => widgetsKom());
    expect(forberedt).toBe(false);
    await act(async () => andreFejlede(new Error('chunk')));
    await klar;
    expect(forberedt).toBe(true);
  });
});
