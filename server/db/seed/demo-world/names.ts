/** First names by the gender a member states, and family names; a varied, international mix. */
export const FIRST_NAMES: Record<'male' | 'female' | 'non-binary' | 'other', readonly string[]> = {
  male: [
    'Liam', 'Mateo', 'Ethan', 'Daniel', 'Jamal', 'Hiroshi', 'Omar', 'Lucas', 'Gabriel', 'Samuel', 'Arjun', 'Diego',
    'Theo', 'Marco', 'Kwame', 'Julian', 'Elias', 'Owen', 'Rafael', 'Isaac', 'Malik', 'Felix', 'Andre', 'Jonah',
    'Caleb', 'Nikolai', 'Tomás', 'Wei', 'Darius', 'Henry', 'Miles', 'Adrian', 'Luca', 'Ravi', 'Simon', 'Victor',
  ],
  female: [
    'Maya', 'Chloe', 'Amara', 'Priya', 'Isabella', 'Hana', 'Zoe', 'Lucia', 'Nadia', 'Grace', 'Leila', 'Olivia',
    'Camila', 'Aisha', 'Emma', 'Sakura', 'Valentina', 'Ruby', 'Freya', 'Mei', 'Sara', 'Imani', 'Clara', 'Noor',
    'Elise', 'Talia', 'Ines', 'Jade', 'Naomi', 'Alice', 'Yara', 'Lena', 'Rosa', 'Keiko', 'Vera', 'Anika',
  ],
  'non-binary': ['Sage', 'Rowan', 'Quinn', 'Emery', 'Ash', 'Kai', 'Remy', 'Jules', 'Robin', 'Skyler', 'Noa', 'Eden'],
  other: ['Alexis', 'Frankie', 'Morgan', 'Charlie', 'Dakota', 'Sasha'],
};

export const LAST_NAMES = [
  'Okafor', 'Nakamura', 'Haddad', 'Rivera', 'Kowalski', 'Chen', 'Patel', 'Moreau', 'Silva', 'Larsen', 'Mensah',
  'García', 'Kim', 'Novak', 'Rossi', 'Ibrahim', 'Murphy', 'Fischer', 'Costa', 'Singh', 'Dubois', 'Petrov', 'Alvarez',
  'Nguyen', 'Cohen', 'Bianchi', 'Adeyemi', 'Walsh', 'Herrera', 'Lindqvist', 'Tanaka', 'Brooks', 'Farah', 'Jensen',
  'Romero', 'Wright', 'Mahmoud', 'Sato', 'Reyes', 'Hughes',
];
