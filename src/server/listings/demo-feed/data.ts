/**
 * What the demo listings are made of: the four suburbs the agency serves, with streets named in the style of each
 * estate, price levels near the area's recent figures, and the local places descriptions mention. Invented data:
 * no address here is a real home for sale.
 */
export interface DemoSuburb {
  name: string;
  postcode: string;
  streets: readonly string[];
  /** Search price of a typical 4-bedroom house on 450 m², today. */
  houseBase: number;
  /** Weekly rent of a typical 4-bedroom house. */
  rentBase: number;
  nearby: readonly string[];
}

export const demoSuburbs: readonly DemoSuburb[] = [
  {
    name: "Gregory Hills",
    postcode: "2557",
    streets: [
      "Holdsworth Drive",
      "Bellerive Circuit",
      "Wensley Avenue",
      "Larkspur Street",
      "Paddock Way",
      "Homestead Circuit",
      "Drover Street",
      "Saddle Place",
      "Pasture Avenue",
      "Stockman Road",
    ],
    houseBase: 1_240_000,
    rentBase: 760,
    nearby: ["Gregory Hills Town Centre", "Camden Valley Way", "the Gregory Hills corporate park", "Gledswood Hills Public School"],
  },
  {
    name: "Oran Park",
    postcode: "2570",
    streets: [
      "Peter Brock Drive",
      "Podium Way",
      "Central Avenue",
      "South Circuit",
      "Hartley Road",
      "Grand Prix Crescent",
      "Pole Position Way",
      "Chequered Lane",
      "Pit Lane Avenue",
      "Speedway Street",
    ],
    houseBase: 1_150_000,
    rentBase: 720,
    nearby: ["Oran Park Podium", "Oran Park Library", "The Northern Road", "Oran Park Anglican College"],
  },
  {
    name: "Gledswood Hills",
    postcode: "2557",
    streets: [
      "Hermitage Way",
      "Vineyard Street",
      "Cellar Avenue",
      "Barrel Street",
      "Merlot Way",
      "Shiraz Street",
      "Harvest Circuit",
      "Vintage Drive",
      "Trellis Place",
      "Cooper Lane",
    ],
    houseBase: 1_280_000,
    rentBase: 780,
    nearby: ["Gledswood Homestead", "Gregory Hills Town Centre", "Camden Valley Way", "the Camden Valley golf course"],
  },
  {
    name: "Leppington",
    postcode: "2179",
    streets: [
      "Willowdene Avenue",
      "Rickard Road",
      "Byron Road",
      "Eastwood Road",
      "Heath Road",
      "Station Circuit",
      "Bringelly Road",
      "Ironbark Street",
      "Blackwattle Crescent",
      "Kurrajong Avenue",
    ],
    houseBase: 1_080_000,
    rentBase: 690,
    nearby: ["Leppington Station", "Bringelly Road", "the Leppington Town Centre", "Western Sydney Airport"],
  },
];

export type DemoCategory = "House" | "Townhouse" | "DuplexSemi-detached";

export const demoHeadlines: readonly string[] = [
  "Family Living Moments from {place}",
  "Light-Filled Home on a Quiet {street}",
  "Move-In Ready with Room to Grow",
  "Modern Comfort in the Heart of {suburb}",
  "Entertainer's Delight with Covered Alfresco",
  "Stylish, Low-Maintenance and Close to Everything",
  "Spacious Single-Level Design in {suburb}",
  "Quality Build with Premium Finishes",
  "Your Next Chapter Starts in {suburb}",
  "North-Facing Backyard and Open-Plan Living",
];

export const demoOpenings: readonly string[] = [
  "Set on a {land} m² block in one of {suburb}'s most sought-after pockets, this {beds}-bedroom {kind} pairs a practical layout with a finish that feels brand new.",
  "Positioned on a wide, tree-lined street, this {beds}-bedroom {kind} offers the space a growing family needs with the low upkeep a busy one wants.",
  "From the moment you step inside, the light and flow of this {beds}-bedroom {kind} make it clear why {suburb} keeps drawing families.",
  "Built with care and kept immaculately, this {beds}-bedroom {kind} sits on {land} m² and is ready for its next owners to move straight in.",
];

export const demoInsides: readonly string[] = [
  "The kitchen is the centre of the home, with a stone island bench, gas cooking, a dishwasher and a walk-in pantry, overlooking the family and meals area.",
  "An open-plan living and dining zone flows through glass sliding doors to the covered alfresco, while a separate media room gives everyone their own space.",
  "Bedrooms are generous and all have built-in robes; the main suite adds a walk-in robe and an ensuite with a double vanity.",
  "Ducted air-conditioning, LED downlights, plantation shutters and a separate laundry with external access make everyday life easy.",
  "Upstairs, a rumpus room separates the children's bedrooms from the main suite, and a study nook is ready for working from home.",
];

export const demoOutsides: readonly string[] = [
  "Outside, a level lawn and a covered alfresco are made for weekend barbecues, with side access for a trailer or small boat.",
  "The low-maintenance garden is fully fenced, with a garden shed, a rainwater tank and a clothesline out of sight.",
  "The {garage} has internal access and room for storage, and the driveway takes two more cars.",
];

export const demoSolar = "Solar panels on the roof keep the power bills down.";

export const demoRentalNotes: readonly string[] = [
  "Available {available}. Pets will be considered on application.",
  "Available {available}. Lawn mowing is included in the rent.",
  "Available {available}. Water usage is charged separately.",
];

export const demoFeatures = [
  "airConditioning",
  "alarmSystem",
  "builtInRobes",
  "dishwasher",
  "remoteGarage",
  "outdoorEnt",
  "fullyFenced",
  "study",
  "ductedCooling",
  "floorboards",
] as const;
