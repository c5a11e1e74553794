import { site } from "@/content/site";

/** The assistant's first message in every new conversation. */
export const chatGreeting = `Hi, I'm ${site.assistant.name}, ${site.name}'s assistant. I can help with questions about buying, selling or renting in Gregory Hills, Oran Park and across South West Sydney. What would you like to know?`;
