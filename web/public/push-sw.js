/* Web Push in the service worker (docs/decisions/020): a reminder or a code shows as a notification even
   with the app closed; a tap opens (or focuses) the app. Imported by the generated worker. */
self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(data.title || 'MedFleet', { body: data.body || '', icon: '/icon-192.png', badge: '/icon-192.png', dir: 'auto' }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => (windows[0] ? windows[0].focus() : self.clients.openWindow('/dashboard'))),
  );
});
