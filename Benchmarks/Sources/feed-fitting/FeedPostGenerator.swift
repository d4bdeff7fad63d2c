/// Makes the feed's posts from a seeded word list: bodies of one to six lines at the cell's width,
/// about two posts in three with a comment. Each post depends only on its index, so the first 100
/// posts of a 200-post feed are those of a 100-post feed.
enum FeedPostGenerator {
    private static let words = [
        "layout", "swift", "cell", "the", "a", "constraint", "of", "wraps", "text", "view", "engine", "and",
        "fitting", "priority", "to", "height", "label", "scroll", "image", "in", "measure", "width", "line",
        "is", "collection", "table", "we", "shipped", "today", "coffee", "morning", "build", "release",
        "notes", "for", "with", "tiny", "enormous", "intrinsic", "content", "size", "hugging", "solver",
        "pivot", "row", "friday", "weekend", "photo", "sunset", "harbour", "over", "every", "again",
    ]
    private static let firstNames = ["Ada", "Grace", "Linus", "Mira", "Omar", "Ines", "Kenji", "Zoe", "Ravi", "Tess"]
    private static let lastNames = ["Park", "Hopper", "Berg", "Novak", "Sato", "Diaz", "Okafor", "Lund", "Roy"]

    /// The posts 0..<count.
    static func posts(count: Int) -> [FeedPost] {
        (0..<count).map(post)
    }

    /// Post `index`. Post 0 has a body of about four lines, post 1 a body of three words (one line);
    /// both have a comment of four words (one line), so that their heights differ only by the body's lines.
    static func post(_ index: Int) -> FeedPost {
        var random = SplitMix64(seed: 0x5EED_F00D &+ UInt64(index) &* 0x1_0000_0001)
        let first = firstNames[Int.random(in: 0..<firstNames.count, using: &random)]
        let last = lastNames[Int.random(in: 0..<lastNames.count, using: &random)]
        let lines: Int
        switch index {
        case 0: lines = 4
        case 1: lines = 0
        default: lines = Int.random(in: 1...6, using: &random)
        }
        // About 46 characters a line fit the body label's width at its font; the last line part filled.
        let bodyLength = lines == 0 ? 0 : (lines - 1) * 46 + Int.random(in: 8...34, using: &random)
        let hasComment = index < 2 || Int.random(in: 0..<3, using: &random) != 0
        let commentWords = index < 2 ? 4 : Int.random(in: 3...18, using: &random)
        let comment = hasComment ? sentence(commentWords, &random) : nil
        return FeedPost(
            name: "\(first) \(last)",
            handle: "@\(first.lowercased())\(last.lowercased())\(Int.random(in: 1...99, using: &random))",
            time: "\(Int.random(in: 1...59, using: &random))m",
            body: lines == 0 ? sentence(3, &random) : text(length: bodyLength, &random),
            likes: count(Int.random(in: 0...25_000, using: &random)),
            reposts: count(Int.random(in: 0...3_000, using: &random)),
            replies: count(Int.random(in: 0...400, using: &random)),
            comment: comment)
    }

    /// Words until the text is about `length` characters long.
    private static func text(length: Int, _ random: inout SplitMix64) -> String {
        var count = 0
        var characters = 0
        var probe = random
        while characters < length {
            characters += words[Int.random(in: 0..<words.count, using: &probe)].count + 1
            count += 1
        }
        return sentence(count, &random)
    }

    private static func sentence(_ count: Int, _ random: inout SplitMix64) -> String {
        var text = ""
        for index in 0..<count {
            let word = words[Int.random(in: 0..<words.count, using: &random)]
            if index == 0 {
                text += word.prefix(1).uppercased() + word.dropFirst()
            } else {
                text += " " + word
            }
        }
        return text + "."
    }

    /// A counter as feeds show it: 950, 1.2K, 25K.
    private static func count(_ value: Int) -> String {
        switch value {
        case ..<1_000: "\(value)"
        case ..<10_000: "\(value / 1_000).\(value % 1_000 / 100)K"
        default: "\(value / 1_000)K"
        }
    }
}
