import type { CallSignal } from './call-signal';

export interface CallPeerOptions {
  iceServers: RTCIceServer[];
  localStream: MediaStream;
  send: (signal: CallSignal) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onConnectionState: (state: RTCPeerConnectionState) => void;
}

export interface CallPeer {
  /** The caller's part: offer once the callee is listening. */
  offer(): Promise<void>;
  /** An offer, an answer or a candidate from the other side. */
  receive(signal: CallSignal): Promise<void>;
  /** Another camera: the sender's track is swapped without a new negotiation. */
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
  /** The connection, for its statistics (the end-to-end test reads inbound video bytes). */
  connection: RTCPeerConnection;
  close(): void;
}

/**
 * One WebRTC connection between the two members, media browser to browser. Candidates that arrive
 * before the remote description are kept until it is set (trickle ICE over a broadcast channel
 * delivers them in any order relative to the answer).
 */
export function createCallPeer({ iceServers, localStream, send, onRemoteStream, onConnectionState }: CallPeerOptions): CallPeer {
  const connection = new RTCPeerConnection({ iceServers });
  const pending: RTCIceCandidateInit[] = [];
  for (const track of localStream.getTracks()) connection.addTrack(track, localStream);
  connection.onicecandidate = ({ candidate }) => {
    if (candidate) send({ kind: 'candidate', candidate: candidate.toJSON() });
  };
  connection.ontrack = ({ streams, track }) => onRemoteStream(streams[0] ?? new MediaStream([track]));
  connection.onconnectionstatechange = () => onConnectionState(connection.connectionState);

  const flush = async () => {
    for (const candidate of pending.splice(0)) await connection.addIceCandidate(candidate);
  };

  return {
    connection,
    async offer() {
      await connection.setLocalDescription(await connection.createOffer());
      send({ kind: 'offer', sdp: connection.localDescription!.sdp });
    },
    async receive(signal) {
      if (signal.kind === 'offer') {
        await connection.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await flush();
        await connection.setLocalDescription(await connection.createAnswer());
        send({ kind: 'answer', sdp: connection.localDescription!.sdp });
      } else if (signal.kind === 'answer') {
        await connection.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await flush();
      } else if (signal.kind === 'candidate') {
        if (connection.remoteDescription) await connection.addIceCandidate(signal.candidate);
        else pending.push(signal.candidate);
      }
    },
    async replaceVideoTrack(track) {
      const sender = connection.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
    },
    close() {
      connection.onicecandidate = null;
      connection.ontrack = null;
      connection.onconnectionstatechange = null;
      connection.close();
    },
  };
}
