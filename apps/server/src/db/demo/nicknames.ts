/** Suggested English names for nickname/list: boys (1), girls (2) and names for either (0). */

// prettier-ignore
const BOYS = [
  'Aaron', 'Adam', 'Alex', 'Andy', 'Arthur', 'Ben', 'Bobby', 'Brian', 'Bruce', 'Caleb',
  'Charlie', 'Chris', 'Daniel', 'David', 'Dylan', 'Eric', 'Ethan', 'Felix', 'Frank', 'Gary',
  'George', 'Harry', 'Henry', 'Hugo', 'Ian', 'Isaac', 'Jack', 'Jacob', 'James', 'Jason',
  'Jeremy', 'Joe', 'Kevin', 'Kyle', 'Leo', 'Leon', 'Liam', 'Lucas', 'Mark', 'Max',
  'Michael', 'Nathan', 'Nick', 'Noah', 'Oliver', 'Oscar', 'Owen', 'Patrick', 'Peter', 'Quentin',
  'Ray', 'Richard', 'Ryan', 'Sam', 'Simon', 'Steven', 'Ted', 'Thomas', 'Tim', 'Tony',
  'Ulysses', 'Victor', 'Vincent', 'Walter', 'William', 'Xavier', 'Yale', 'Zach', 'Zane', 'Jerry',
];

// prettier-ignore
const GIRLS = [
  'Abby', 'Alice', 'Amy', 'Anna', 'Bella', 'Bonnie', 'Carol', 'Chloe', 'Cindy', 'Coco',
  'Daisy', 'Diana', 'Doris', 'Ella', 'Emily', 'Emma', 'Eva', 'Fiona', 'Flora', 'Grace',
  'Gloria', 'Hannah', 'Helen', 'Ivy', 'Iris', 'Jane', 'Jenny', 'Jessica', 'Joy', 'Judy',
  'Karen', 'Kate', 'Kitty', 'Lily', 'Linda', 'Lisa', 'Lucy', 'Luna', 'Mandy', 'Mary',
  'Mia', 'Molly', 'Nancy', 'Nina', 'Olivia', 'Penny', 'Queenie', 'Rachel', 'Rose', 'Ruby',
  'Sally', 'Sara', 'Sophia', 'Stella', 'Tina', 'Tracy', 'Una', 'Vera', 'Vivian', 'Wendy',
  'Winnie', 'Xenia', 'Yolanda', 'Yvonne', 'Zoe', 'Zara', 'Mary-Jane', 'Angel', 'Candy', 'Elsa',
];

// prettier-ignore
const EITHER = [
  'Alexis', 'Avery', 'Bailey', 'Casey', 'Charlie-Rose', 'Drew', 'Eden', 'Frankie', 'Harper',
  'Jamie', 'Jordan', 'Kai', 'Morgan', 'Quinn', 'Riley', 'Robin', 'Sky', 'Taylor',
];

export const NICKNAMES: { name: string; sex: 0 | 1 | 2 }[] = [
  ...BOYS.map((name) => ({ name, sex: 1 as const })),
  ...GIRLS.map((name) => ({ name, sex: 2 as const })),
  ...EITHER.map((name) => ({ name, sex: 0 as const })),
];
