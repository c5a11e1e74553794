import { describe, expect, it } from "vitest";
import { plainMessage, plainMessages } from "./plain-message";

describe("a visitor's message as plainly asked", () => {
  it("takes off a letter's salutation, its courtesy and its sign-off, and keeps the question a question", () => {
    expect(
      plainMessage(
        "Dear Sir or Madam, I should be grateful if you would kindly advise whether your office is open on Sundays. Kind regards, Margaret",
      ),
    ).toBe("Whether your office is open on Sundays?");
    expect(
      plainMessage(
        "Dear Sir or Madam, I am writing because the hot water has run cold for two days now. I should be grateful if you would kindly advise whether this is regarded as an urgent repair. Kind regards, Margaret",
      ),
    ).toBe("I am writing because the hot water has run cold for two days now. Whether this is regarded as an urgent repair?");
    expect(plainMessage("Could you kindly advise what commission you charge? Yours faithfully, Tom Smith")).toBe(
      "What commission you charge?",
    );
  });

  it("takes off the indirect ways of asking", () => {
    expect(plainMessage("I don't suppose you could tell me how often you'd check on my tenants?")).toBe(
      "How often you'd check on my tenants?",
    );
    expect(plainMessage("I was wondering whether I'll get a condition report with photos when I move in.")).toBe(
      "I'll get a condition report with photos when I move in?",
    );
    expect(plainMessage("Would I be right in thinking Gregory Hills is better for a young family?")).toBe(
      "Gregory Hills is better for a young family?",
    );
    expect(plainMessage("Hypothetically, once we exchange, how soon would we get the money?")).toBe(
      "Once we exchange, how soon would we get the money?",
    );
  });

  it("spells out texting shorthand and drops what is said for effect", () => {
    expect(plainMessage("how many ppl see ur listings online lol 😂")).toBe("how many people see your listings online");
    expect(plainMessage("how often do u inspect n when do i get paid")).toBe("how often do u inspect and when do i get paid");
    expect(plainMessage("wat was oran park used for b4 the houses")).toBe("what was oran park used for before the houses");
    expect(plainMessage("tenants w/ pets, w/out a bond?")).toBe("tenants with pets, without a bond?");
    expect(plainMessage("a house and land pkg in oran park")).toBe("a house and land package in oran park");
    // A "2" before a verb is "to"; before a noun it is a number.
    expect(plainMessage("r they allowed 2 come in with 1 days notice")).toBe("are they allowed to come in with 1 days notice");
    expect(plainMessage("need 2 kno b4 my lease ends")).toBe("need to kno before my lease ends");
    expect(plainMessage("we have 2 kids and 2 dogs")).toBe("we have 2 kids and 2 dogs");
    expect(plainMessage("3 bdrm rentl in oran park upto 750 a wk")).toBe("3 bedroom rental in oran park up to 750 a wk");
    expect(plainMessage("wats the inspecton time this wkend")).toBe("what's the inspection time this weekend");
    // ("brake" is a break only of a lease.)
    expect(plainMessage("5 months into a 12 mnth lease, movin for work. how much to brake it?")).toBe(
      "5 months into a 12 month lease, moving for work. how much to break it?",
    );
    expect(plainMessage("the car's brake light is out")).toBe("the car's brake light is out");
    expect(plainMessage("lease brake fee?")).toBe("lease break fee?");
    expect(plainMessage("the lease says no brake pads on the driveway")).toBe("the lease says no brake pads on the driveway");
    expect(plainMessage("my eldest starts yr 7 in 2 years")).toBe("my child starts year 7 in 2 years");
  });

  it("names a pet by what the rules call it, not by its breed", () => {
    expect(plainMessage("landlord said yes to our kelpie but wants extra rent for it")).toBe(
      "landlord said yes to our dog but wants extra rent for it",
    );
    expect(plainMessage("we have two staffies and a moggy")).toBe("we have two dogs and a cat");
    expect(plainMessage("is a husky ok in a townhouse?")).toBe("is a dog ok in a townhouse?");
    expect(plainMessage("we have two pugs and a moggy")).toBe("we have two dogs and a cat");
  });

  it("leaves a message that is only courtesy, and the model's own turns, as they were", () => {
    for (const text of ["thanks!", "Thank you, Priya", "Kind regards, Margaret", "cheers"]) expect(plainMessage(text)).toBe(text);
    expect(plainMessage("What's the bond on a rental?")).toBe("What's the bond on a rental?");
    const assistant = { role: "assistant" as const, content: "I was wondering whether you would like an appraisal." };
    expect(plainMessages([assistant])).toEqual([assistant]);
  });

  it("takes off an opening apology or aside ('Not sure if you can help, but …', 'Quick question -')", () => {
    expect(plainMessage("Not sure if you can help, but I was wondering what comes with your marketing?")).toBe(
      "What comes with your marketing?",
    );
    expect(plainMessage("Quick question - do you manage units?")).toBe("Do you manage units?");
    expect(plainMessage("Sorry to bother you, but is the office open Saturday?")).toBe("Is the office open Saturday?");
  });

  it("reads a letter held down, a word typed short and 'what do we do to' as asked", () => {
    expect(plainMessage("how do we make an offfer? never bought befor")).toBe("how do we make an offer? never bought before");
    expect(plainMessage("pleeease, any open homes this wknd?")).toBe("pleease, any open homes this weekend?");
    expect(plainMessage("What do we do to make an offer?")).toBe("how do we make an offer?");
    // (A word's own double letters, and "www" at a word's start, are left as typed.)
    expect(plainMessage("see www.example.com for the address")).toBe("see www.example.com for the address");
  });
  it("reads English written word for word from another language in the words the site uses", () => {
    expect(plainMessage("there is any limit how much?")).toBe("is there any limit how much?");
    expect(plainMessage("What happen with the bond and the keys?")).toBe("What happens with the bond and the keys?");
    expect(plainMessage("i want see the prices")).toBe("i want to see the prices");
    expect(plainMessage("My tenant is paying $550 since 2 years.")).toBe("My tenant is paying $550 for 2 years.");
    expect(plainMessage("What documents I need for apply?")).toBe("What documents I need to apply?");
    expect(plainMessage("we want to give offer. what is the next step?")).toBe("we want to make an offer. how do we make an offer?");
    // A rent put up, told as "make it": only of a rent or a tenant.
    expect(plainMessage("My tenant is paying $550. Can I make it $650?")).toBe(
      "My tenant is paying $550. Can I increase the rent to $650?",
    );
    expect(plainMessage("The price is $800,000. Can I make it $750,000?")).toBe("The price is $800,000. Can I make it $750,000?");
    expect(plainMessage("my landlord put it up to $720, i was paying $650 rent")).toBe(
      "my landlord increase the rent to $720, i was paying $650 rent",
    );
    // (Asked down, below the rent it names, it is no increase.)
    expect(plainMessage("The rent is $600 a week, can we make it $550? we are tenants")).toBe(
      "The rent is $600 a week, can we make it $550? we are tenants",
    );
    // The wish to know taken off what is wished to be known.
    expect(plainMessage("We would like to know the bond for a rental")).toBe("The bond for a rental?");
  });

  it("reads a message voice-typed on a phone: punctuation said aloud, 'for' and 'two' misheard, a place said again, sums in words", () => {
    expect(plainMessage("looking for a for bedroom house two rent in orange park up to eight hundred dollars a week full stop")).toBe(
      "looking for a four bedroom house to rent in orange park up to $800 a week.",
    );
    expect(plainMessage("what's for sale in gregory hills sorry gledswood hills for around one point four million")).toBe(
      "what's for sale in gledswood hills for around 1.4 million",
    );
    expect(plainMessage("budget is seven hundred and fifty a week question mark")).toBe("budget is $750 a week?");
    expect(plainMessage("rentals in oran park i mean leppington")).toBe("rentals in leppington");
    expect(plainMessage("just the ones with for bedrooms or more")).toBe("just the ones with four bedrooms or more");
    // (Only a sum of money is one: a block of two hundred metres is not, nor a cooling-off period or two dogs.)
    for (const message of [
      "houses with a block of two hundred metres",
      "what is the cooling off period",
      "we have two dogs and want to rent",
    ])
      expect(plainMessage(message), message).toBe(message);
  });
});
