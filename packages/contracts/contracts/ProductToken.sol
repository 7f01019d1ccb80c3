// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title ProductToken
/// @notice The ERC20 token of a tokenized product: one token per euro of the product's volume, indivisible
///         (0 decimals). The whole supply is minted to the owner at deployment; there is no later minting.
contract ProductToken is ERC20 {
    constructor(string memory name_, string memory symbol_, uint256 supply_, address owner_) ERC20(name_, symbol_) {
        _mint(owner_, supply_);
    }

    function decimals() public pure override returns (uint8) {
        return 0;
    }
}
