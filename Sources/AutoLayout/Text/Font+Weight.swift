import Foundation

extension Font {
    /// A font weight on UIKit's scale (`UIFont.Weight`): 0 is regular, negative lighter, positive heavier.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The weight's value, from -1 (lightest) to 1 (heaviest).
        public var rawValue: CGFloat

        /// Creates a weight from its value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra-light (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3), the lightest weight drawn with a bold face.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The weight's name (`bold`), or its value for a weight between the named ones.
        public var description: String {
            let names: [(Weight, String)] = [
                (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
                (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
            ]
            return names.first { $0.0 == self }?.1 ?? "weight(\(format(rawValue)))"
        }
    }
}
