import { decodeBinary, decodeText, encodeText, encodeUserBroadcast, FrameError } from './frames';

/** A user broadcast push exactly as realtime-js 2.x's serializer lays it out. */
function userBroadcastPush(parts: { joinRef: string; ref: string; topic: string; event: string }, encoding: number, body: Buffer): Buffer {
  const strings = [parts.joinRef, parts.ref, parts.topic, parts.event, ''];
  return Buffer.concat([Buffer.from([3, ...strings.map((s) => s.length), encoding]), Buffer.from(strings.join('')), body]);
}

describe('2.0.0 text frames', () => {
  it('are five-element arrays both ways', () => {
    const frame = '["1","2","realtime:room","phx_join",{"config":{}}]';
    const message = decodeText('2.0.0', frame);
    expect(message).toEqual({ joinRef: '1', ref: '2', topic: 'realtime:room', event: 'phx_join', payload: { config: {} } });
    expect(encodeText('2.0.0', message)).toBe(frame);
  });

  it('take null refs, as heartbeats and broadcasts have', () => {
    expect(decodeText('2.0.0', '[null,"5","phoenix","heartbeat",{}]')).toMatchObject({ joinRef: null, ref: '5' });
  });

  it.each(['nope', '{}', '[1,2,3]', '[null,null,7,"x",{}]', '[null,null,"t",null,{}]', '[null,null,"t","x",null]', '[5,null,"t","x",{}]'])(
    'refuse %s',
    (text) => expect(() => decodeText('2.0.0', text)).toThrow(FrameError),
  );
});

describe('1.0.0 text frames', () => {
  it('are objects both ways', () => {
    const message = decodeText('1.0.0', '{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}');
    expect(message).toEqual({ joinRef: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} });
    expect(JSON.parse(encodeText('1.0.0', message))).toEqual({ join_ref: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} });
  });
});

describe('binary user broadcasts', () => {
  const parts = { joinRef: '4', ref: '9', topic: 'realtime:room', event: 'typing' };

  it('decode a JSON push into its broadcast', () => {
    const message = decodeBinary(userBroadcastPush(parts, 1, Buffer.from('{"a":1}')));
    expect(message).toMatchObject({ joinRef: '4', ref: '9', topic: 'realtime:room', event: 'broadcast' });
    expect(message.broadcast).toEqual({ event: 'typing', json: { a: 1 } });
  });

  it('keep a binary push as bytes', () => {
    const message = decodeBinary(userBroadcastPush(parts, 0, Buffer.from([0, 255])));
    expect(message.broadcast).toEqual({ event: 'typing', bytes: Buffer.from([0, 255]) });
  });

  it('encode as kind 4: topic, event, no metadata, then the payload', () => {
    const frame = encodeUserBroadcast('realtime:room', { event: 'typing', json: { a: 1 } });
    expect([...frame.subarray(0, 5)]).toEqual([4, 13, 6, 0, 1]);
    expect(frame.subarray(5).toString()).toBe('realtime:roomtyping{"a":1}');
    expect(encodeUserBroadcast('t', { event: 'e', bytes: Buffer.from([7]) })[4]).toBe(0);
  });

  it('refuse other kinds, bad encodings, truncation and bad JSON', () => {
    expect(() => decodeBinary(Buffer.from([4, 0, 0, 0, 0, 0, 1]))).toThrow(FrameError);
    expect(() => decodeBinary(userBroadcastPush(parts, 2, Buffer.from('{}')))).toThrow(FrameError);
    expect(() => decodeBinary(userBroadcastPush(parts, 1, Buffer.from('{')))).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([3, 200, 0, 0, 0, 0, 1]))).toThrow(FrameError);
  });
});

describe('deeply nested frames', () => {
  it('refuses a text frame or a JSON broadcast nested deeper than the JSON limit', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(() => decodeText('2.0.0', `[null,null,"realtime:x","broadcast",{"a":${deep}}]`)).toThrow(FrameError);
    expect(() => decodeText('2.0.0', '[null,null,"realtime:x","broadcast",{"a":[[1]]}]')).not.toThrow();
  });
});
