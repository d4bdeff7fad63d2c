import Foundation

/// What line breaking needs to know about one character, worked out once per character from its first
/// scalar, so that breaking compares integers rather than strings.
struct CharacterClass {
    /// The character's first scalar.
    let scalar: UInt32
    /// A space a line may break after, which hangs past the line's end (no-break spaces are not).
    let isBreakingSpace: Bool
    /// An East Asian wide or full-width character: lines may break before and after it.
    let isWide: Bool

    init(_ character: Character) {
        let scalars = character.unicodeScalars
        let first = scalars.first?.value ?? 0
        scalar = first
        if scalars.count == 1 {
            switch first {
            case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: isBreakingSpace = true
            default: isBreakingSpace = false
            }
        } else {
            isBreakingSpace = false
        }
        isWide = first >= 0x1100 && scalars.first.map { UnicodeWidthClass.of($0) == .wide } == true
    }

    /// Closing punctuation, Western and East Asian, which a line does not start with.
    var mayNotStartLine: Bool {
        switch scalar {
        case 0x2C, 0x2E, 0x3B, 0x3A, 0x21, 0x3F, 0x29, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026, 0x3001, 0x3002, 0xFF0C,
            0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0xFF09, 0xFF3D, 0xFF5D, 0x300D, 0x300F, 0x3011, 0x3015, 0x3009,
            0x300B, 0x3017, 0x3019, 0x301B, 0x30FC, 0x3005:
            true
        default:
            false
        }
    }

    /// Opening punctuation, Western and East Asian, which a line does not end with.
    var mayNotEndLine: Bool {
        switch scalar {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0xFF08, 0xFF3B, 0xFF5B, 0x300C, 0x300E, 0x3010, 0x3014, 0x3008,
            0x300A, 0x3016, 0x3018, 0x301A:
            true
        default:
            false
        }
    }

    /// Hyphen-minus, hyphen, en and em dashes, after which a word may break.
    var isDash: Bool { scalar == 0x2D || scalar == 0x2010 || scalar == 0x2013 || scalar == 0x2014 }

    /// An ASCII digit (no break between a hyphen and a number: "-5").
    var isDigit: Bool { (0x30...0x39).contains(scalar) }
}
