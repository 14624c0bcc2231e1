import { outgoingMessageFlags } from './message-rules';

// What the app's 'Are you sure?' prompt asks about (src/features/send-message, MessageComposer).
describe('outgoingMessageFlags', () => {
  it('finds nothing in an ordinary message', () => {
    expect(outgoingMessageFlags('Shall we try the new ramen place on Friday?', 0)).toEqual([]);
  });

  it('flags money requests and insults wherever the conversation is', () => {
    expect(outgoingMessageFlags('Can you send me money for the ticket?', 40)).toEqual(['money_request']);
    expect(outgoingMessageFlags('You are so stupid', 40)).toEqual(['insult']);
    expect(outgoingMessageFlags('Pay me in gift cards, idiot', 0)).toEqual(['money_request', 'insult']);
  });

  it('flags a move to another app within the first six messages only', () => {
    expect(outgoingMessageFlags('Add me on Telegram', 0)).toEqual(['off_platform']);
    expect(outgoingMessageFlags('Add me on Telegram', 5)).toEqual(['off_platform']);
    expect(outgoingMessageFlags('Add me on Telegram', 6)).toEqual([]);
  });
});
