// Scans QRs (meal cards, out-passes) with the phone's back camera (qr-scanner, loaded only when asked for). Without a
// camera, or without permission, it says so and the typed box beside it remains the way in.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import './camera-scanner.css';

/** One QR held in front of the camera is read many times a second: the same text counts once in this long. */
const SAME_QR_MS = 4000;

export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation('common');
  const [on, setOn] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onScanRef = useRef(onScan);

  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    if (!on || !video.current) return;
    const element = video.current;
    let stopped = false;
    let last = { text: '', at: 0 };
    let scanner: { stop(): void; destroy(): void } | null = null;
    void (async () => {
      try {
        const { default: QrScanner } = await import('qr-scanner');
        if (stopped) return;
        if (!(await QrScanner.hasCamera())) throw new Error('no camera');
        const started = new QrScanner(
          element,
          ({ data }) => {
            const now = Date.now();
            if (data === last.text && now - last.at < SAME_QR_MS) return;
            last = { text: data, at: now };
            onScanRef.current(data);
          },
          { preferredCamera: 'environment', returnDetailedScanResult: true, maxScansPerSecond: 5 },
        );
        scanner = started;
        await started.start();
        if (stopped) started.destroy();
      } catch {
        if (!stopped) {
          setUnavailable(true);
          setOn(false);
        }
      }
    })();
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, [on]);

  return (
    <div className="camera-scanner">
      <Button variant="secondary" onClick={() => setOn((value) => !value)}>
        {on ? t('camera.stop') : t('camera.start')}
      </Button>
      {unavailable && !on ? <p className="camera-scanner__note">{t('camera.unavailable')}</p> : null}
      {on ? (
        <video ref={video} className="camera-scanner__view" aria-label={t('camera.label')} muted playsInline />
      ) : null}
    </div>
  );
}
