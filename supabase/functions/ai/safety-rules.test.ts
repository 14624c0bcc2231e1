import { checkConversation, higherRisk } from './safety-rules';

const theirs = (content: string) => ({ fromMe: false, content });
const mine = (content: string) => ({ fromMe: true, content });

describe('checkConversation', () => {
  it('finds nothing in an ordinary conversation', () => {
    expect(checkConversation([mine('Hi! How was the hike?'), theirs('Lovely, we did 12 km. You?')], 'Sam')).toEqual({ flags: [], risk: 'low' });
  });

  it.each([
    'Could you get me an Apple gift card?',
    'I need you to wire me 200 for the ticket',
    'Send me money and I will pay you back',
    'My cash app is $sam',
    'There is a great crypto investment platform',
  ])('a request for money is high risk: %s', (text) => {
    expect(checkConversation([mine('Hi'), theirs(text)], 'Sam')).toEqual({
      flags: [{ source: 'rule', rule: 'money_request', message: expect.stringMatching(/^Sam asked about money/) }],
      risk: 'high',
    });
  });

  it('a move off the platform counts in the first messages only, and only theirs', () => {
    expect(checkConversation([theirs('Add me on WhatsApp?')], 'Sam').flags.map((f) => f.rule)).toEqual(['off_platform']);
    expect(checkConversation([mine('Text me on Telegram')], 'Sam').flags).toEqual([]);
    const later = [...Array.from({ length: 6 }, (_, i) => mine(`message ${i}`)), theirs('Shall we move to WhatsApp?')];
    expect(checkConversation(later, 'Sam').flags).toEqual([]);
  });

  it('insults are flagged in their messages, as whole words only', () => {
    expect(checkConversation([theirs('You are such a loser')], 'Sam')).toEqual({
      flags: [{ source: 'rule', rule: 'insult', message: expect.stringMatching(/^Sam used insulting language/) }],
      risk: 'medium',
    });
    expect(checkConversation([mine('Shut up, that is amazing!')], 'Sam').flags).toEqual([]);
    expect(checkConversation([theirs('My idiosyncratic humour, sorry')], 'Sam').flags).toEqual([]);
  });

  it('a phone number or an address is flagged whoever shared it, naming who', () => {
    const { flags, risk } = checkConversation([mine('Call me on +351 912 345 678'), theirs('I live at 221 Baker Street')], 'Sam');
    expect(flags.map((f) => [f.rule, f.message.split(' ')[0]])).toEqual([
      ['phone_number', 'You'],
      ['address', 'Sam'],
    ]);
    expect(risk).toBe('medium');
  });

  it('does not take a date, a time or a price for a phone number', () => {
    expect(checkConversation([theirs('See you 12/03 at 19:30, tickets are 25 euros')], 'Sam').flags).toEqual([]);
  });
});

describe('higherRisk', () => {
  it('keeps the higher of two levels', () => {
    expect(higherRisk('low', 'medium')).toBe('medium');
    expect(higherRisk('high', 'low')).toBe('high');
    expect(higherRisk('low', 'low')).toBe('low');
  });
});

describe('its flags in her language', () => {
  it('names the other member, or speaks to her about what she shared herself', () => {
    const { flags } = checkConversation([theirs('Send me money please'), mine('My number is +34 612 345 678')], '“Sam”', 'es');
    expect(flags.map((f) => f.message)).toEqual([
      '“Sam” preguntó por dinero, tarjetas regalo o pagos. Nunca envíes dinero a alguien que no conoces en persona.',
      'Compartiste un número de teléfono. Guarda tus datos de contacto para cuando se hayan visto y tengas confianza.',
    ]);
    expect(checkConversation([mine('My number is +34 612 345 678')], '“Sam”').flags[0].message).toMatch(/^You shared a phone number\./);
  });
});
