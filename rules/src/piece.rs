use crate::Color;

/// A man or a king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Man,
    King,
}

/// A piece on the board: a colour and a role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    pub fn is_king(self) -> bool {
        self.role == Role::King
    }

    /// "white man", "black king".
    pub fn describe(self) -> String {
        let color = match self.color {
            Color::White => "white",
            Color::Black => "black",
        };
        let role = match self.role {
            Role::Man => "man",
            Role::King => "king",
        };
        format!("{color} {role}")
    }
}
