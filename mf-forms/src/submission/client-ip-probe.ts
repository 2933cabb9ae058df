const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/;
const CLIENT_IP_PROBE_MS = 1_500;

/**
 * Shell spec 4, step 3: the client IP as a peer connection reveals it in its candidates. Browsers that
 * hide local addresses (mDNS), block WebRTC or lack it give an empty string: the send goes on without.
 */
export async function probeClientIp(timeoutMs = CLIENT_IP_PROBE_MS): Promise<string> {
  if (typeof RTCPeerConnection === 'undefined') return '';
  let connection: RTCPeerConnection;
  try {
    connection = new RTCPeerConnection({ iceServers: [] });
    connection.createDataChannel('probe');
  } catch {
    return '';
  }
  return new Promise<string>((resolve) => {
    const finish = (ip: string) => {
      clearTimeout(timer);
      connection.onicecandidate = null;
      connection.close();
      resolve(ip);
    };
    const timer = setTimeout(() => finish(''), timeoutMs);
    connection.onicecandidate = (event) => {
      if (!event.candidate) return finish('');
      const found = IPV4.exec(event.candidate.candidate);
      if (found && found[0] !== '0.0.0.0') finish(found[0]);
    };
    connection
      .createOffer()
      .then((offer) => connection.setLocalDescription(offer))
      .catch(() => finish(''));
  });
}
