import type { Device } from '../api/generated/api-types.ts';

/** The device fields of the visitor data (docs/product-rules.md#visitor-data), read from the user agent. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  const ua = userAgent;
  const iPad = /iPad/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1);
  const iPhone = /iPhone|iPod/.test(ua);
  const android = /Android/.test(ua);
  const androidModel = /Android [^;)]*;\s*([^;)]+?)(?:\s+Build|\))/.exec(ua)?.[1]?.trim() ?? '';
  const tablet = iPad || (android && !/Mobile/.test(ua));
  const isMobile = iPhone || iPad || android;
  let mobileVendor = '';
  if (iPhone || iPad) mobileVendor = 'Apple';
  else if (android) mobileVendor = /SM-|Samsung/i.test(androidModel) ? 'Samsung' : /Pixel/.test(androidModel) ? 'Google' : 'Android';
  const mobileModel = iPhone ? 'iPhone' : iPad ? 'iPad' : androidModel;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Other';
  const os = iPhone || iPad ? 'iOS' : android ? 'Android' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : 'Other';
  return { isMobile, mobileVendor, mobileModel, deviceType: tablet ? 'tablet' : isMobile ? 'mobile' : 'browser', browser, os };
}
