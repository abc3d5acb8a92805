/*
 * Sending bytes to a thermal printer from Chromium (issue 21): Web Serial (a USB-serial or Bluetooth
 * serial printer) or WebUSB (a printer that shows up as a USB printer-class device). The browser asks
 * the person to pick the printer once; afterwards the page finds the granted device again by itself
 * (getPorts / getDevices) — remembered per device and browser, as the paper is.
 */

/** The few parts of Web Serial and WebUSB used here (their DOM types are not in TypeScript's lib). */
interface SerialPortLike {
  readonly writable: WritableStream<Uint8Array> | null;
  open(options: { baudRate: number }): Promise<void>;
  getInfo(): { usbVendorId?: number; usbProductId?: number };
}
interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}
interface UsbEndpointLike {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: string;
}
interface UsbDeviceLike {
  readonly vendorId: number;
  readonly productId: number;
  readonly productName?: string;
  readonly opened: boolean;
  readonly configuration: {
    interfaces: { interfaceNumber: number; alternate: { endpoints: UsbEndpointLike[] } }[];
  } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(value: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
}
interface UsbLike {
  requestDevice(options: { filters: object[] }): Promise<UsbDeviceLike>;
  getDevices(): Promise<UsbDeviceLike[]>;
}

export type PrinterKind = 'serial' | 'usb';

/** What is remembered of the chosen printer, to find it again among the granted devices. */
export interface RememberedPrinter {
  kind: PrinterKind;
  vendorId: number | null;
  productId: number | null;
}

export interface PrinterConnection {
  kind: PrinterKind;
  remembered: RememberedPrinter;
  write(bytes: Uint8Array): Promise<void>;
}

/** Most USB-serial thermal printers run at 9600 baud out of the box. */
const BAUD_RATE = 9600;

const hasMethods = (value: unknown, ...names: string[]) =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof Reflect.get(value, name) === 'function');

function isSerial(value: unknown): value is SerialLike {
  return hasMethods(value, 'requestPort', 'getPorts');
}

function isUsb(value: unknown): value is UsbLike {
  return hasMethods(value, 'requestDevice', 'getDevices');
}

function serialApi(): SerialLike | null {
  const serial: unknown = Reflect.get(navigator, 'serial');
  return isSerial(serial) ? serial : null;
}

function usbApi(): UsbLike | null {
  const usb: unknown = Reflect.get(navigator, 'usb');
  return isUsb(usb) ? usb : null;
}

/** Which ways of printing this browser offers (Chromium on a computer or Android: both). */
export function availableKinds(): PrinterKind[] {
  if (typeof navigator === 'undefined') return [];
  return [...(serialApi() ? (['serial'] as const) : []), ...(usbApi() ? (['usb'] as const) : [])];
}

function serialConnection(port: SerialPortLike): PrinterConnection {
  const info = port.getInfo();
  let opened: Promise<void> | null = null;
  return {
    kind: 'serial',
    remembered: { kind: 'serial', vendorId: info.usbVendorId ?? null, productId: info.usbProductId ?? null },
    async write(bytes) {
      opened ??= port.writable ? Promise.resolve() : port.open({ baudRate: BAUD_RATE });
      await opened;
      const writable = port.writable;
      if (!writable) throw new Error('printer port closed');
      const writer = writable.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
  };
}

/** The bulk OUT endpoint a USB printer takes its data on. */
function outEndpoint(device: UsbDeviceLike): { interfaceNumber: number; endpointNumber: number } | null {
  for (const usbInterface of device.configuration?.interfaces ?? []) {
    const endpoint = usbInterface.alternate.endpoints.find(
      (candidate) => candidate.direction === 'out' && candidate.type === 'bulk',
    );
    if (endpoint)
      return { interfaceNumber: usbInterface.interfaceNumber, endpointNumber: endpoint.endpointNumber };
  }
  return null;
}

function usbConnection(device: UsbDeviceLike): PrinterConnection {
  let ready: Promise<number> | null = null;
  const prepare = async () => {
    if (!device.opened) await device.open();
    if (device.configuration === null) await device.selectConfiguration(1);
    const out = outEndpoint(device);
    if (!out) throw new Error('no USB printer endpoint');
    await device.claimInterface(out.interfaceNumber);
    return out.endpointNumber;
  };
  return {
    kind: 'usb',
    remembered: { kind: 'usb', vendorId: device.vendorId, productId: device.productId },
    async write(bytes) {
      ready ??= prepare();
      await device.transferOut(await ready, bytes);
    },
  };
}

/** Asks the person to pick a printer (a tap must lead here: the browser requires it). */
export async function choosePrinter(kind: PrinterKind): Promise<PrinterConnection> {
  if (kind === 'serial') {
    const serial = serialApi();
    if (!serial) throw new Error('Web Serial unavailable');
    return serialConnection(await serial.requestPort());
  }
  const usb = usbApi();
  if (!usb) throw new Error('WebUSB unavailable');
  // USB printer class (7); any device when the printer does not say it is one.
  return usbConnection(await usb.requestDevice({ filters: [] }));
}

const matches = (remembered: RememberedPrinter, vendorId: number | null, productId: number | null) =>
  remembered.vendorId === vendorId && remembered.productId === productId;

/** The printer picked before on this device, when the browser still grants it; else null. */
export async function findPrinter(remembered: RememberedPrinter): Promise<PrinterConnection | null> {
  if (remembered.kind === 'serial') {
    const ports = (await serialApi()?.getPorts()) ?? [];
    const port = ports.find((candidate) => {
      const info = candidate.getInfo();
      return matches(remembered, info.usbVendorId ?? null, info.usbProductId ?? null);
    });
    return port ? serialConnection(port) : null;
  }
  const devices = (await usbApi()?.getDevices()) ?? [];
  const device = devices.find((candidate) => matches(remembered, candidate.vendorId, candidate.productId));
  return device ? usbConnection(device) : null;
}
