import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableKinds, choosePrinter, findPrinter } from './printer-port';
import { DEFAULT_PRINTER_SETTINGS, readPrinterSettings } from './printer-settings';

/** A Web Serial port that keeps what it was sent. */
function fakeSerialPort(info: { usbVendorId?: number; usbProductId?: number }) {
  const written: number[] = [];
  let open = false;
  const port = {
    get writable() {
      return open
        ? new WritableStream<Uint8Array>({
            write: (chunk) => {
              written.push(...chunk);
            },
          })
        : null;
    },
    open: vi.fn(async () => {
      open = true;
    }),
    getInfo: () => info,
  };
  return { port, written };
}

afterEach(() => vi.unstubAllGlobals());

describe('Web Serial', () => {
  it('asks for the port once, opens it at 9600 baud, writes the bytes, and is found again by its ids', async () => {
    const { port, written } = fakeSerialPort({ usbVendorId: 0x0416, usbProductId: 0x5011 });
    const other = fakeSerialPort({ usbVendorId: 1, usbProductId: 2 });
    const serial = { requestPort: vi.fn(async () => port), getPorts: vi.fn(async () => [other.port, port]) };
    vi.stubGlobal('navigator', { serial });
    expect(availableKinds()).toEqual(['serial']);

    const chosen = await choosePrinter('serial');
    expect(chosen.remembered).toEqual({ kind: 'serial', vendorId: 0x0416, productId: 0x5011 });
    await chosen.write(new Uint8Array([0x1b, 0x40]));
    await chosen.write(new Uint8Array([0x0a]));
    expect(port.open).toHaveBeenCalledTimes(1);
    expect(port.open).toHaveBeenCalledWith({ baudRate: 9600 });
    expect(written).toEqual([0x1b, 0x40, 0x0a]);

    const found = await findPrinter(chosen.remembered);
    await found?.write(new Uint8Array([0x41]));
    expect(written).toEqual([0x1b, 0x40, 0x0a, 0x41]);
    expect(other.written).toEqual([]);
    expect(await findPrinter({ kind: 'serial', vendorId: 9, productId: 9 })).toBeNull();
  });
});

describe('WebUSB', () => {
  it('claims the interface with a bulk OUT endpoint and sends the bytes there', async () => {
    const sent: { endpoint: number; data: number[] }[] = [];
    type Configuration = { interfaces: { interfaceNumber: number; alternate: { endpoints: object[] } }[] };
    const none: Configuration | null = null;
    const configuration = (): Configuration | null => none;
    const device = {
      vendorId: 0x0fe6,
      productId: 0x811e,
      opened: false,
      configuration: configuration(),
      open: vi.fn(async () => {
        device.opened = true;
      }),
      selectConfiguration: vi.fn(async () => {
        device.configuration = {
          interfaces: [
            {
              interfaceNumber: 0,
              alternate: { endpoints: [{ endpointNumber: 1, direction: 'in', type: 'bulk' }] },
            },
            {
              interfaceNumber: 1,
              alternate: { endpoints: [{ endpointNumber: 3, direction: 'out', type: 'bulk' }] },
            },
          ],
        };
      }),
      claimInterface: vi.fn(async () => {}),
      transferOut: vi.fn(async (endpoint: number, data: Uint8Array) => {
        sent.push({ endpoint, data: [...data] });
      }),
    };
    vi.stubGlobal('navigator', {
      usb: { requestDevice: vi.fn(async () => device), getDevices: async () => [device] },
    });
    expect(availableKinds()).toEqual(['usb']);
    const chosen = await choosePrinter('usb');
    await chosen.write(new Uint8Array([0x1b, 0x70, 0x00]));
    await chosen.write(new Uint8Array([0x0a]));
    expect(device.claimInterface).toHaveBeenCalledTimes(1);
    expect(device.claimInterface).toHaveBeenCalledWith(1);
    expect(sent).toEqual([
      { endpoint: 3, data: [0x1b, 0x70, 0x00] },
      { endpoint: 3, data: [0x0a] },
    ]);
    expect(await findPrinter({ kind: 'usb', vendorId: 0x0fe6, productId: 0x811e })).not.toBeNull();
  });

  it('a browser without either: nothing to offer', () => {
    vi.stubGlobal('navigator', {});
    expect(availableKinds()).toEqual([]);
  });
});

describe('the remembered settings', () => {
  it('read back what was stored; a damaged or older copy falls back field by field', () => {
    const stored = {
      ...DEFAULT_PRINTER_SETTINGS,
      printer: { kind: 'usb', vendorId: 1, productId: 2 },
      autoTickets: true,
    };
    expect(readPrinterSettings(JSON.stringify(stored))).toEqual(stored);
    expect(readPrinterSettings('not json')).toEqual(DEFAULT_PRINTER_SETTINGS);
    expect(readPrinterSettings(JSON.stringify({ autoTickets: 'yes', station: 'BAR' }))).toEqual({
      ...DEFAULT_PRINTER_SETTINGS,
      station: 'BAR',
    });
    expect(readPrinterSettings(undefined)).toEqual(DEFAULT_PRINTER_SETTINGS);
  });
});
