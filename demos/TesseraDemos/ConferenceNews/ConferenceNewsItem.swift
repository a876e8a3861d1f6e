/// A story of Conference News. The stories are our own, written for this demo.
struct ConferenceNewsItem: Hashable {
    let title: String
    /// A short date, as the card shows it.
    let date: String
    let body: String

    static let stories: [ConferenceNewsItem] = [
        ConferenceNewsItem(
            title: "Registration opens for the terminal interfaces summit",
            date: "Mar 4",
            body: "Tickets for three days of talks and labs are on sale now. Every session is recorded, and the labs run twice so that nobody has to choose between a layout clinic and lunch."),
        ConferenceNewsItem(
            title: "Labs move to the east hall",
            date: "Mar 11",
            body: "The hands-on labs have outgrown the workshop rooms. Bring a laptop with a recent toolchain; power strips are at every table."),
        ConferenceNewsItem(
            title: "Call for lightning talks",
            date: "Mar 18",
            body: "Five minutes, no slides required. Show us the smallest layout that made the biggest difference, a diff that surprised you, or a key binding you cannot live without. Submissions close at the end of the month."),
        ConferenceNewsItem(
            title: "Schedule published",
            date: "Apr 1",
            body: "The full programme is online, with the videos of each collection listed in order. Talks marked as labs have seats reserved for registered attendees."),
        ConferenceNewsItem(
            title: "Accessibility sessions added",
            date: "Apr 9",
            body: "Two new sessions cover screen readers in the terminal and choosing colours that stay legible at every depth, from full palettes down to monochrome."),
        ConferenceNewsItem(
            title: "Quiet room and captioning",
            date: "Apr 15",
            body: "A quiet room is open all day on the second floor. Every talk in the main hall is captioned live."),
        ConferenceNewsItem(
            title: "See you next year",
            date: "May 2",
            body: "Thank you to every speaker, volunteer and attendee. The recordings will stay online, and the dates for next year will be announced in the autumn."),
    ]
}
