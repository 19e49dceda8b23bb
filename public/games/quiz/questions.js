// The quiz's question sets, by topic. A title's mode picks a topic: science, world (geography,
// history and culture, with a good share about Bangladesh and South Asia for the portal's
// players) or mixed (both). Exposes one global, `QUIZ_QUESTIONS`.
// Each question: [category, question, correct answer, ...three wrong answers].
(() => {
  'use strict';

  const science = [
    ['Space', 'Which is the largest planet in our Solar System?', 'Jupiter', 'Saturn', 'Neptune', 'Earth'],
    ['Space', 'Which planet is known as the Red Planet?', 'Mars', 'Venus', 'Mercury', 'Jupiter'],
    ['Space', 'In which year did humans first land on the Moon?', '1969', '1959', '1965', '1972'],
    ['Space', 'Which planet is closest to the Sun?', 'Mercury', 'Venus', 'Mars', 'Earth'],
    ['Space', 'What is the star nearest to the Earth?', 'The Sun', 'Proxima Centauri', 'Sirius', 'Polaris'],
    ['Physics', 'Which force keeps the planets in orbit around the Sun?', 'Gravity', 'Magnetism', 'Friction', 'Air pressure'],
    ['Physics', 'Roughly how fast does light travel?', '300,000 km per second', '30,000 km per second', '3,000 km per second', '3 million km per second'],
    ['Physics', 'In which unit is electric current measured?', 'Ampere', 'Volt', 'Watt', 'Ohm'],
    ['Chemistry', 'What is the chemical symbol for gold?', 'Au', 'Ag', 'Gd', 'Go'],
    ['Chemistry', 'Which element has the atomic number 1?', 'Hydrogen', 'Helium', 'Oxygen', 'Carbon'],
    ['Chemistry', 'At sea level, water boils at how many degrees Celsius?', '100', '90', '110', '120'],
    ['Chemistry', 'Water freezes at how many degrees Fahrenheit?', '32', '0', '100', '212'],
    ['Chemistry', 'Which gas makes up most of the air we breathe?', 'Nitrogen', 'Oxygen', 'Carbon dioxide', 'Argon'],
    ['Earth science', 'What is the hardest natural substance?', 'Diamond', 'Quartz', 'Iron', 'Granite'],
    ['Earth science', "What is the Earth's core mostly made of?", 'Iron and nickel', 'Rock and sand', 'Water', 'Gold and silver'],
    ['Biology', 'Which gas do plants take from the air for photosynthesis?', 'Carbon dioxide', 'Oxygen', 'Nitrogen', 'Hydrogen'],
    ['Biology', "Where in a cell is most of its DNA kept?", 'The nucleus', 'The cell wall', 'The ribosomes', 'The vacuole'],
    ['Nature', 'How many legs does a spider have?', '8', '6', '10', '12'],
    ['Nature', 'What is the largest animal on Earth?', 'Blue whale', 'African elephant', 'Giraffe', 'Great white shark'],
    ['Nature', 'What is the fastest land animal?', 'Cheetah', 'Lion', 'Horse', 'Greyhound'],
    ['Nature', 'Which of these is a mammal that can fly?', 'Bat', 'Flying fish', 'Ostrich', 'Penguin'],
    ['Human body', 'Which organ pumps blood around the body?', 'Heart', 'Liver', 'Lungs', 'Kidneys'],
    ['Human body', 'How many bones are there in an adult human body?', '206', '196', '212', '230'],
    ['Human body', 'Which vitamin does our skin make in sunlight?', 'Vitamin D', 'Vitamin A', 'Vitamin C', 'Vitamin B12'],
    ['Human body', 'Which blood cells fight infections?', 'White blood cells', 'Red blood cells', 'Platelets', 'Plasma'],
  ];

  const world = [
    ['Bangladesh', 'What is the capital of Bangladesh?', 'Dhaka', 'Chattogram', 'Khulna', 'Sylhet'],
    ['Bangladesh', 'What is the currency of Bangladesh?', 'Taka', 'Rupee', 'Rupiah', 'Ringgit'],
    ['Bangladesh', 'In which year did Bangladesh become independent?', '1971', '1947', '1952', '1975'],
    ['Bangladesh', 'International Mother Language Day, 21 February, remembers the Language Movement of which year?', '1952', '1948', '1971', '1966'],
    ['Bangladesh', 'Which animal is the Sundarbans mangrove forest famous for?', 'Royal Bengal tiger', 'Asian elephant', 'One-horned rhinoceros', 'Snow leopard'],
    ['Bangladesh', 'Which town has one of the longest natural sea beaches in the world?', "Cox's Bazar", 'Rajshahi', 'Sylhet', 'Bogura'],
    ['Bangladesh', 'Who is the national poet of Bangladesh?', 'Kazi Nazrul Islam', 'Rabindranath Tagore', 'Jibanananda Das', 'Jasimuddin'],
    ['Bangladesh', 'Who wrote "Amar Sonar Bangla", the national anthem of Bangladesh?', 'Rabindranath Tagore', 'Kazi Nazrul Islam', 'Lalon Shah', 'Jasimuddin'],
    ['Bangladesh', 'What is the national flower of Bangladesh?', 'Water lily (shapla)', 'Lotus', 'Rose', 'Marigold'],
    ['Bangladesh', 'What is the national fruit of Bangladesh?', 'Jackfruit', 'Mango', 'Lychee', 'Banana'],
    ['Bangladesh', 'In which year did Bangladesh play its first Test cricket match?', '2000', '1997', '1999', '2003'],
    ['South Asia', 'Which two great rivers form the delta that most of Bangladesh lies on?', 'Ganges and Brahmaputra', 'Indus and Sutlej', 'Mekong and Red River', 'Tigris and Euphrates'],
    ['South Asia', 'Which is the highest mountain in the world?', 'Mount Everest', 'K2', 'Kangchenjunga', 'Lhotse'],
    ['South Asia', 'What is the capital of Nepal?', 'Kathmandu', 'Pokhara', 'Thimphu', 'Lhasa'],
    ['South Asia', 'In which Indian city is the Taj Mahal?', 'Agra', 'Delhi', 'Jaipur', 'Lucknow'],
    ['South Asia', 'Which island country south of India was once called Ceylon?', 'Sri Lanka', 'Maldives', 'Madagascar', 'Mauritius'],
    ['South Asia', 'What is the capital of Bhutan?', 'Thimphu', 'Paro', 'Kathmandu', 'Gangtok'],
    ['Geography', 'How many continents are there?', '7', '5', '6', '8'],
    ['Geography', 'Which is the largest ocean?', 'Pacific', 'Atlantic', 'Indian', 'Arctic'],
    ['Geography', 'What is the capital of Japan?', 'Tokyo', 'Kyoto', 'Osaka', 'Seoul'],
    ['Geography', 'What is the capital of Australia?', 'Canberra', 'Sydney', 'Melbourne', 'Perth'],
    ['Geography', 'What is the longest river in South America?', 'Amazon', 'Paraná', 'Orinoco', 'Magdalena'],
    ['History', 'In which country are the Pyramids of Giza?', 'Egypt', 'Mexico', 'Peru', 'Sudan'],
    ['History', 'In which country was the Great Wall built?', 'China', 'India', 'Mongolia', 'Japan'],
    ['Culture', 'Who painted the Mona Lisa?', 'Leonardo da Vinci', 'Michelangelo', 'Raphael', 'Vincent van Gogh'],
    ['Culture', 'Who wrote "Romeo and Juliet"?', 'William Shakespeare', 'Charles Dickens', 'Jane Austen', 'Mark Twain'],
    ['Culture', 'Which instrument usually has 88 keys?', 'Piano', 'Violin', 'Harp', 'Trumpet'],
    ['Culture', 'What is the currency of the United Kingdom?', 'Pound sterling', 'Euro', 'Dollar', 'Franc'],
  ];

  window.QUIZ_QUESTIONS = { science, world, mixed: [...science, ...world] };
})();
